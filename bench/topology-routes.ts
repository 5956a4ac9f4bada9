// The live map's routes in bench/telemetry-worker.ts: the visualization service's own
// topology router over the benchmark's D1, a batch consumed as its telemetry consumer does
// (ingested with the telemetry queue's own counts and ledger), and the minutely job's pruning
// of the per-second queue counts.
/// <reference types="@cloudflare/workers-types" />
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
import { Hono } from 'hono';
import * as z from 'zod';
import { pruneQueueCounts } from '../services/visualization/src/observability/lib/queues/queue-counts';
import {
  delivered,
  deliveryStatements,
} from '../services/visualization/src/observability/lib/queues/telemetry-deliveries';
import { ingestTelemetry } from '../services/visualization/src/observability/lib/telemetry/ingest';
import { topologyRouter as visualizationTopologyRoutes } from '../services/visualization/src/observability/routes/topology/topology.index';

interface Bindings {
  OBSERVABILITY_DB: D1Database;
  TELEMETRY: Queue<TelemetryMessage>;
}
interface TopologyEnv {
  Bindings: Bindings;
  Variables: TelemetryVariables;
}

const bodiesSchema = z.array(z.unknown());

/** A delivered queue message around a posted body, as the consumer's batch holds it. */
const queueMessage = (body: unknown, index: number): Message<unknown> => ({
  id: `bench-delivery-${index}`,
  timestamp: new Date(),
  body,
  attempts: 1,
  ack: () => undefined,
  retry: () => undefined,
});

export const topologyRoutes = new Hono<TopologyEnv>()
  // What services/visualization/src/observability/lib/queues/consume-telemetry.ts does with a batch no
  // fault holds: the events ingested, the telemetry queue's `sent` and `acked` and each
  // message's ledger entry (the map's telemetry produce edges) in the same transaction.
  .post('/consume', async (c) => {
    const db = c.env.OBSERVABILITY_DB;
    const bodies = bodiesSchema.parse(await c.req.json());
    const messages = bodies.map((body, index) => delivered(queueMessage(body, index)));
    const now = Date.now();
    const result = await ingestTelemetry(db, bodies, now, (counted) =>
      deliveryStatements(db, messages, 'ingested', counted, now),
    );
    return c.json(result, 200);
  })
  .post('/prune-queue-counts', async (c) => {
    await pruneQueueCounts(c.env.OBSERVABILITY_DB);
    return c.json({ pruned: true }, 200);
  })
  .route('/', visualizationTopologyRoutes);
