import type { HealthCheck, HealthResponse } from '@repo/contracts/health';
import type { WorkerId } from '@repo/contracts/services';
import { Hono, type Env } from 'hono';

/** A probe of one dependency: resolves when it works, throws with a reason when it does not. */
export type HealthProbe<E extends Env> = (env: E['Bindings']) => Promise<unknown>;

export interface HealthRouteOptions<E extends Env> {
  service: WorkerId;
  version: string;
  probes: Record<string, HealthProbe<E>>;
}

// The isolate's uptime starts with the first request it serves: in Workers the clock
// does not advance at module scope, so that is the earliest honest reading.
let startedAt: number | undefined;

async function runProbe<E extends Env>(
  probe: HealthProbe<E>,
  env: E['Bindings'],
): Promise<HealthCheck> {
  const start = Date.now();
  try {
    await probe(env);
    return { status: 'healthy', latencyMs: Date.now() - start };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'error', latencyMs: Date.now() - start, message };
  }
}

/** `GET /health`: runs every probe, 200 when all pass, 503 with a message naming the failures. */
export function healthRoute<E extends Env>(options: HealthRouteOptions<E>): Hono<E> {
  const route = new Hono<E>();
  route.get('/health', async (c) => {
    startedAt ??= Date.now();
    const names = Object.keys(options.probes);
    const results = await Promise.all(
      Object.values(options.probes).map((probe) => runProbe(probe, c.env)),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i] as HealthCheck]));
    const failed = names.filter((name) => checks[name]?.status === 'error');
    const body: HealthResponse = {
      service: options.service,
      status: failed.length === 0 ? 'healthy' : 'error',
      version: options.version,
      uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      checks,
    };
    if (failed.length > 0) {
      body.message = failed
        .map((name) => `${name}: ${checks[name]?.message ?? 'failed'}`)
        .join('; ');
      return c.json(body, 503);
    }
    return c.json(body, 200);
  });
  return route;
}

/** Probes a D1 database with `select 1`. */
export async function probeD1(db: D1Database | undefined): Promise<void> {
  if (!db) throw new Error('D1 binding is not configured');
  const row = await db.prepare('select 1 as ok').first<{ ok: number }>();
  if (row?.ok !== 1) throw new Error('D1 answered select 1 with an unexpected result');
}

/** Probes an R2 bucket with a head of a key that need not exist. */
export async function probeR2(bucket: R2Bucket | undefined): Promise<void> {
  if (!bucket) throw new Error('R2 binding is not configured');
  await bucket.head('health-probe');
}
