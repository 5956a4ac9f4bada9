// GET /api/lab/topology: the map's parts with the last minute's figures on every edge.
import type { OutboxState } from '@repo/contracts/files';
import type { Topology, TopologyEdge } from '@repo/contracts/lab-topology';
import type { QueueId } from '@repo/contracts/queues';
import { SERVICE_IDS, type ServiceId } from '@repo/contracts/services';
import { readQueueTraffic, type QueueTraffic } from './queue-traffic';
import { readRequestTraffic } from './request-traffic';
import { readRetryingMessages, TRACED_QUEUES } from './retrying-messages';
import { readSpanTraffic, spanKey } from './span-traffic';
import { EDGES, NODES, type MapEdge } from './system-map';
import { WINDOW_SECONDS, type Traffic } from './traffic';

const NOTHING: Traffic = { calls: 0, errors: 0, p95Ms: null };

function figures(traffic: Traffic) {
  return {
    requestsPerSecond: traffic.calls / WINDOW_SECONDS,
    errorRate: traffic.calls > 0 ? Math.min(1, traffic.errors / traffic.calls) : 0,
    p95Ms: traffic.calls > 0 ? traffic.p95Ms : null,
  };
}

// A produce edge counts the messages sent, a consume edge those acknowledged (its errors the
// retries), a dead-letter edge those moved to the dead-letter queue (either way). The durations
// come from the queue's producer and consumer spans, where it is traced (the telemetry queue is
// not).
function queueFigures(
  edge: MapEdge,
  queue: QueueId,
  queues: QueueTraffic,
  spans: Map<string, Traffic>,
) {
  const recent = queues.recent.get(queue);
  if (!recent) return figures(NOTHING);
  switch (edge.kind) {
    case 'produce': {
      const calls =
        queue === 'telemetry'
          ? (queues.telemetryProducers.get(edge.from) ?? 0)
          : recent.sent + recent.replayed;
      const p95Ms = spans.get(spanKey('producer', edge.from, queue))?.p95Ms ?? null;
      return figures({ calls, errors: 0, p95Ms });
    }
    case 'consume': {
      const p95Ms = spans.get(spanKey('consumer', edge.to, queue))?.p95Ms ?? null;
      const attempts = recent.acked + recent.retried;
      return {
        requestsPerSecond: recent.acked / WINDOW_SECONDS,
        errorRate: attempts > 0 ? recent.retried / attempts : 0,
        p95Ms: attempts > 0 ? p95Ms : null,
      };
    }
    default:
      // Both ways into the dead-letter queue: after the last delivery, and rejected at once.
      return figures({ calls: recent.deadLettered + recent.rejected, errors: 0, p95Ms: null });
  }
}

// Spans are sampled; a gateway call is also a request the service answered, and those are
// all counted in the rollups, so the larger of the two is the better figure.
function bindingTraffic(
  edge: MapEdge,
  target: string,
  spans: Map<string, Traffic>,
  requests: Map<ServiceId, Traffic>,
): Traffic {
  const sampled = spans.get(spanKey('client', edge.from, target)) ?? NOTHING;
  const service = SERVICE_IDS.find((id) => id === edge.to);
  const counted = edge.from === 'gateway' && service ? requests.get(service) : undefined;
  return counted && counted.calls > sampled.calls ? counted : sampled;
}

/** The share of an edge's traced calls the caller's session made, when it has one. */
function ownShare(traced: Traffic | undefined, session: string): { ownShare?: number } {
  if (session === '' || !traced || traced.calls === 0) return {};
  return { ownShare: Math.min(1, (traced.own ?? 0) / traced.calls) };
}

/** The span traffic an edge's figures are traced by, if any. */
function tracedBy(edge: MapEdge, spans: Map<string, Traffic>): Traffic | undefined {
  const { from, to, kind, queue, spanTarget } = edge;
  if (queue) {
    if (kind === 'produce') return spans.get(spanKey('producer', from, queue));
    if (kind === 'consume') return spans.get(spanKey('consumer', to, queue));
    return undefined;
  }
  return spanTarget ? spans.get(spanKey('client', from, spanTarget)) : undefined;
}

/**
 * The map as it is at `now`: every node and edge, the queues' states; each edge with the share
 * of its traffic the lab session of hash `session` made ('' for a caller without one).
 */
export async function readTopology(
  db: D1Database,
  now = Date.now(),
  session = '',
): Promise<Topology> {
  const [spans, requests, queues, retrying] = await Promise.all([
    readSpanTraffic(db, now, session),
    readRequestTraffic(db, now),
    readQueueTraffic(db, now),
    Promise.all(TRACED_QUEUES.map((queue) => readRetryingMessages(db, queue, now))),
  ]);
  const edges: TopologyEdge[] = EDGES.map((edge) => {
    const { from, to, kind, queue, spanTarget } = edge;
    const own = ownShare(tracedBy(edge, spans), session);
    if (queue) return { from, to, kind, ...queueFigures(edge, queue, queues, spans), ...own };
    const traffic = !spanTarget
      ? NOTHING
      : kind === 'service-binding'
        ? bindingTraffic(edge, spanTarget, spans, requests)
        : (spans.get(spanKey('client', from, spanTarget)) ?? NOTHING);
    return { from, to, kind, ...figures(traffic), ...own };
  });
  const states = queues.states.map((state) => {
    const traced = TRACED_QUEUES.indexOf(state.id);
    const messages = retrying[traced];
    return messages ? { ...state, retrying: messages } : state;
  });
  return { nodes: [...NODES], edges, queues: states, at: new Date(now).toISOString() };
}

/** The map with storage's outbox on its storage → file-events line (when storage answered). */
export function withOutbox(topology: Topology, outbox: OutboxState | undefined): Topology {
  if (!outbox) return topology;
  const edges = topology.edges.map((edge) =>
    edge.kind === 'produce' && edge.from === 'storage' && edge.to === 'file-events'
      ? { ...edge, outbox }
      : edge,
  );
  return { ...topology, edges };
}
