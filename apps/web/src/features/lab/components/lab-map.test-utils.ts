// The system map's figures as the topology API would send them, for the map and dead-letter
// tests: the system's thirteen parts and the connections between them, and a fake of its API
// (with the faults list, whose active faults the map marks).
import type { Fault } from '@repo/contracts/lab-faults';
import type {
  DeadLetter,
  QueueState,
  Topology,
  TopologyEdge,
  TopologyNode,
} from '@repo/contracts/lab-topology';
import { vi } from 'vitest';
import * as z from 'zod';

export const FIGURES_AT = '2026-07-01T10:20:30.000Z';

const node = (id: string, kind: TopologyNode['kind'], owner?: TopologyNode['owner']) =>
  owner === undefined ? { id, kind, label: id } : { id, kind, label: id, owner };

export const NODES: TopologyNode[] = [
  node('gateway', 'worker'),
  node('storage', 'worker'),
  node('users', 'worker'),
  node('visualization', 'worker'),
  node('storage-db', 'd1', 'storage'),
  node('users-db', 'd1', 'users'),
  node('register-db', 'd1', 'visualization'),
  node('observability-db', 'd1', 'visualization'),
  node('async-dashboard-files', 'r2', 'storage'),
  node('file-events', 'queue', 'users'),
  node('telemetry', 'queue', 'visualization'),
  node('file-events-dead-letter', 'dead-letter-queue', 'users'),
  node('telemetry-dead-letter', 'dead-letter-queue', 'visualization'),
];

export function edge(
  from: string,
  to: string,
  kind: TopologyEdge['kind'],
  figures: Partial<
    Pick<TopologyEdge, 'requestsPerSecond' | 'errorRate' | 'p95Ms' | 'ownShare'>
  > = {},
): TopologyEdge {
  return { from, to, kind, requestsPerSecond: 0, errorRate: 0, p95Ms: null, ...figures };
}

export const EDGES: TopologyEdge[] = [
  edge('gateway', 'storage', 'service-binding', { requestsPerSecond: 12.34, p95Ms: 8.2 }),
  edge('gateway', 'users', 'service-binding', {
    requestsPerSecond: 4,
    errorRate: 0.05,
    p95Ms: 31,
    ownShare: 0.25,
  }),
  edge('gateway', 'visualization', 'service-binding', { requestsPerSecond: 1.5, p95Ms: 12 }),
  edge('users', 'storage', 'service-binding', { requestsPerSecond: 0.5, p95Ms: 20 }),
  edge('visualization', 'storage', 'service-binding'),
  edge('visualization', 'users', 'service-binding'),
  edge('storage', 'storage-db', 'd1', { requestsPerSecond: 15, p95Ms: 3 }),
  edge('storage', 'async-dashboard-files', 'r2', { requestsPerSecond: 2, p95Ms: 45 }),
  edge('users', 'users-db', 'd1', { requestsPerSecond: 6, p95Ms: 2 }),
  edge('visualization', 'register-db', 'd1', { requestsPerSecond: 9, p95Ms: 4 }),
  edge('visualization', 'observability-db', 'd1', { requestsPerSecond: 21, p95Ms: 6 }),
  edge('storage', 'file-events', 'produce', { requestsPerSecond: 2 }),
  edge('file-events', 'users', 'consume', { requestsPerSecond: 1.8, errorRate: 0.1 }),
  edge('file-events', 'file-events-dead-letter', 'dead-letter', { requestsPerSecond: 0.1 }),
  edge('gateway', 'telemetry', 'produce', { requestsPerSecond: 18 }),
  edge('storage', 'telemetry', 'produce', { requestsPerSecond: 20 }),
  edge('users', 'telemetry', 'produce', { requestsPerSecond: 7 }),
  edge('visualization', 'telemetry', 'produce', { requestsPerSecond: 3 }),
  edge('telemetry', 'visualization', 'consume', { requestsPerSecond: 48 }),
  edge('telemetry', 'telemetry-dead-letter', 'dead-letter'),
];

export const FILE_EVENTS_STATE: QueueState = {
  id: 'file-events',
  backlog: 12,
  oldestAgeSeconds: 12.4,
  deliveriesPerSecond: 1.8,
  retries: 3,
  deadLettered: 2,
  deadLetteredLastMinute: 1,
  droppedLastMinute: 0,
};

export const TELEMETRY_STATE: QueueState = {
  id: 'telemetry',
  backlog: 0,
  oldestAgeSeconds: null,
  deliveriesPerSecond: 48,
  retries: 0,
  deadLettered: 0,
  deadLetteredLastMinute: 0,
  droppedLastMinute: 0,
};

export const QUEUES: QueueState[] = [FILE_EVENTS_STATE, TELEMETRY_STATE];

export function nodeById(id: string): TopologyNode {
  const found = NODES.find((node) => node.id === id);
  if (found === undefined) throw new Error(`No node ${id} in the fixture`);
  return found;
}

export function topology(overrides: Partial<Topology> = {}): Topology {
  return { nodes: NODES, edges: EDGES, queues: QUEUES, at: FIGURES_AT, ...overrides };
}

export function deadLetter(id: string, body: unknown = { fileId: id }): DeadLetter {
  return {
    id,
    queue: 'file-events',
    body,
    reason: null,
    deadLetteredAt: '2026-07-01T10:00:00.000Z',
  };
}

export interface MapRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

interface MapOptions {
  topology?: () => Response | Promise<Response>;
  /** The active faults the faults list answers with. */
  faults?: Fault[];
  deadLetters?: DeadLetter[];
  access?: 'open' | 'admin';
  replay?: () => Response | Promise<Response>;
}

const TOPOLOGY_PATH = '/api/lab/topology';
const QUEUE_PATH = /^\/api\/lab\/queues\/[^/]+\/dead-letters(\/replay)?$/;

/**
 * Stubs fetch with the lab's map API: the topology, a dead-letter queue that a replay empties
 * of what it sends back, and the faults list (for who may replay). Records every request.
 */
export function stubLabMap({
  topology: topologyAnswer,
  deadLetters = [],
  access = 'open',
  faults = [],
  replay,
}: MapOptions = {}) {
  let waiting = [...deadLetters];
  const requests: MapRequest[] = [];

  function answer(method: string, path: string, body: unknown): Response | Promise<Response> {
    if (path === TOPOLOGY_PATH) {
      return topologyAnswer?.() ?? Response.json({ success: true, data: topology() });
    }
    if (path === '/api/lab/faults') {
      return Response.json({ success: true, data: { items: faults, access, unreachable: [] } });
    }
    const queuePath = QUEUE_PATH.exec(path);
    if (queuePath !== null && method === 'GET') {
      return Response.json({ success: true, data: { items: waiting, total: waiting.length } });
    }
    if (queuePath !== null && method === 'POST') {
      if (replay) return replay();
      const ids = z.object({ ids: z.array(z.string()).optional() }).parse(body).ids;
      const sent = waiting.filter((item) => ids === undefined || ids.includes(item.id));
      waiting = waiting.filter((item) => !sent.includes(item));
      return Response.json({ success: true, data: { replayed: sent.length } });
    }
    return new Response('not found', { status: 404 });
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), window.location.origin).pathname;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, headers: new Headers(init?.headers), body });
    return answer(method, path, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, writes: () => requests.filter(({ method }) => method !== 'GET') };
}
