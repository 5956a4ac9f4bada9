// The tracing benchmark's routes in bench/telemetry-worker.ts: one D1 query behind the
// telemetry middleware, recording no spans or its server and D1 spans, and the visualization
// service's own traces API over the benchmark's D1.
/// <reference types="@cloudflare/workers-types" />
import type { TelemetryMessage } from '@repo/contracts/metrics';
import { telemetry, type TelemetryVariables } from '@repo/telemetry/middleware';
import { tracedD1 } from '@repo/telemetry/tracing/traced-bindings';
import { Hono, type Context } from 'hono';
import { tracesRouter } from '../services/visualization/src/observability/routes/traces/traces.index';

interface Bindings {
  OBSERVABILITY_DB: D1Database;
  TELEMETRY: Queue<TelemetryMessage>;
}
interface TracingEnv {
  Bindings: Bindings;
  Variables: TelemetryVariables;
}

const DB_BINDING = 'OBSERVABILITY_DB';

// As a service wraps its own database (services/visualization/src/lib/traced-env.ts).
const traceBindings = (env: Bindings): Bindings => ({
  ...env,
  OBSERVABILITY_DB: tracedD1(env.OBSERVABILITY_DB, DB_BINDING),
});

// The same handler on both routes: one lookup by key, through the request's (wrapped) binding.
async function lookup(c: Context<TracingEnv>) {
  const id = c.req.param('id') ?? '';
  const row = await c.env.OBSERVABILITY_DB.prepare(
    'SELECT id, received_minute FROM telemetry_messages WHERE id = ?1',
  )
    .bind(id)
    .first();
  return c.json({ id, found: row !== null }, 200);
}

// Identical but for tracing: no span is recorded. The benchmark sends it an unsampled
// `traceparent` (flags 00), which a service trusts as it would a sampled one, and `isTraced`
// turns down every new trace.
const unsampled = new Hono<TracingEnv>()
  .use(telemetry({ service: 'storage', traceBindings, isTraced: () => false }))
  .get('/items/:id', lookup);

// Behind the gateway, a caller's sampled `traceparent` is trusted: every request is recorded.
const sampled = new Hono<TracingEnv>()
  .use(telemetry({ service: 'storage', traceBindings }))
  .get('/items/:id', lookup);

export const tracingRoutes = new Hono<TracingEnv>()
  .route('/unsampled', unsampled)
  .route('/sampled', sampled)
  .route('/', tracesRouter);
