// The worker bench/telemetry.mjs runs in workerd: one tiny handler with and without the
// telemetry middleware, the visualization service's queue consumer and quantile query over
// the benchmark's in-memory D1, the tracing benchmark's routes (bench/tracing-routes.ts) and
// the live map's (bench/topology-routes.ts).
// The root tsconfig checks bench/ with Node's types; this file and the service code it
// imports need the Workers globals (D1Database, Queue) as well.
/// <reference types="@cloudflare/workers-types" />
import type { TelemetryEvent, TelemetryMessage } from '@repo/contracts/metrics';
import { telemetry } from '@repo/telemetry/middleware';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { ingestTelemetry } from '../services/visualization/src/observability/lib/telemetry/ingest';
import { latencyQuantiles } from '../services/visualization/src/observability/lib/telemetry/series';
import { timeGrid } from '../services/visualization/src/observability/lib/telemetry/time-grid';
import { topologyRoutes } from './topology-routes';
import { tracingRoutes } from './tracing-routes';

interface Bindings {
  OBSERVABILITY_DB: D1Database;
  TELEMETRY: Queue<TelemetryMessage>;
}
interface BenchEnv {
  Bindings: Bindings;
}

// Miniflare drops messages sent to a queue without a consumer (and reports no backlog), so
// the events the queue accepted are counted here, by kind, for the benchmark to check. The
// wrapper is made once per binding: the middleware keeps one buffer per queue binding.
const eventsSent: Record<TelemetryEvent['kind'], number> = {
  request: 0,
  operation: 0,
  span: 0,
  queue: 0,
};
const countEvents = (message: TelemetryMessage) => {
  for (const event of message.events) eventsSent[event.kind] += 1;
};
const countingQueues = new WeakMap<Queue<TelemetryMessage>, Queue<TelemetryMessage>>();
function countingQueue(queue: Queue<TelemetryMessage>): Queue<TelemetryMessage> {
  const known = countingQueues.get(queue);
  if (known) return known;
  const counting: Queue<TelemetryMessage> = {
    metrics: () => queue.metrics(),
    async send(message, options) {
      const response = await queue.send(message, options);
      countEvents(message);
      return response;
    },
    async sendBatch(messages, options) {
      const response = await queue.sendBatch(messages, options);
      for (const { body } of messages) countEvents(body);
      return response;
    },
  };
  countingQueues.set(queue, counting);
  return counting;
}

const ingestBodySchema = z.array(z.unknown());
const rangeSchema = z.object({ start: z.coerce.number().int(), end: z.coerce.number().int() });

// The same handler on both routes, so the only difference between them is the middleware.
const item = (c: Context<BenchEnv>) => c.json({ id: c.req.param('id'), name: 'Item' }, 200);

const measured = new Hono<BenchEnv>()
  .use(telemetry({ service: 'gateway', countVisitors: true }))
  .get('/items/:id', item);

const app = new Hono<BenchEnv>()
  .get('/plain/items/:id', item)
  .route('/measured', measured)
  .route('/', tracingRoutes)
  .route('/', topologyRoutes)
  // What the queue consumer does with one batch of messages.
  .post('/ingest', async (c) => {
    const bodies = ingestBodySchema.parse(await c.req.json());
    return c.json(await ingestTelemetry(c.env.OBSERVABILITY_DB, bodies), 200);
  })
  .get('/quantiles', async (c) => {
    const { start, end } = rangeSchema.parse(c.req.query());
    const grid = timeGrid(new Date(start), new Date(end));
    const points = await latencyQuantiles(
      c.env.OBSERVABILITY_DB,
      'storage',
      ['p50', 'p95', 'p99'],
      grid,
    );
    return c.json(points, 200);
  })
  .get('/events-sent', (c) => c.json({ eventsSent }, 200));

// The benchmark reads the message of anything that goes wrong from the response.
app.onError((error, c) => c.json({ error: String(error) }, 500));

export default {
  fetch: (request, env, ctx) =>
    app.fetch(request, { ...env, TELEMETRY: countingQueue(env.TELEMETRY) }, ctx),
} satisfies ExportedHandler<Bindings>;
