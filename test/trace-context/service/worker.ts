// The W3C Trace Context suite's test service (test/trace-context/README.md), built from the
// product's own tracing: the gateway's telemetry middleware reads the harness's request, and
// each call the harness asks for goes out through a service binding wrapped as the gateway
// wraps its own (`tracedFetcher`). The binding's far end, `Relay`, sends the request on to the
// harness as it received it, so the headers the harness checks are the ones the product wrote.
// The root tsconfig checks test/ with Node's types; a worker needs the Workers globals too.
/// <reference types="@cloudflare/workers-types" />
import type { TelemetryMessage } from '@repo/contracts/metrics';
import { telemetry } from '@repo/telemetry/middleware';
import { tracedFetcher } from '@repo/telemetry/tracing/traced-bindings';
import { WorkerEntrypoint } from 'cloudflare:workers';
import { Hono } from 'hono';
import * as z from 'zod';

interface Bindings {
  /** This worker's own `Relay` entrypoint. */
  RELAY: Fetcher;
  TELEMETRY?: Queue<TelemetryMessage>;
}

/** The harness's instructions: POST `arguments` (as JSON) to `url`, one after another. */
const callsSchema = z.array(z.object({ url: z.url(), arguments: z.unknown() }));

const app = new Hono<{ Bindings: Bindings }>();

app.use(
  telemetry<Bindings>({
    service: 'gateway',
    traceBindings: (env) => ({ ...env, RELAY: tracedFetcher(env.RELAY, 'gateway') }),
    // As at the gateway: the harness is an outside client.
    trustIncomingSampling: false,
  }),
);

app.post('/test', async (c) => {
  const calls = callsSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!calls.success) return c.json({ error: 'expected [{ url, arguments }]' }, 400);
  const statuses: number[] = [];
  for (const call of calls.data) {
    const response = await c.env.RELAY.fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(call.arguments ?? []),
    });
    await response.body?.cancel();
    statuses.push(response.status);
  }
  return c.json({ statuses });
});

export default app;

/**
 * The far end of `RELAY`: sends the request, headers and all, to the URL it names (the
 * harness, on 127.0.0.1).
 */
export class Relay extends WorkerEntrypoint {
  override fetch(request: Request): Promise<Response> {
    return fetch(request);
  }
}
