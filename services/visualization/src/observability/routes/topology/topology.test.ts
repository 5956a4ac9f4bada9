// GET /api/lab/topology on workerd: every part of the system and binding between them, with
// figures computed from spans, request rollups and queue counts seeded through the consumer.
import type { TelemetryEvent } from '@repo/contracts/metrics';
import type { SpanEvent } from '@repo/contracts/traces';
import { LAB_SESSION_HASH_KEY } from '@repo/contracts/lab-sessions';
import { newLabSessionId } from '@repo/session/session-id';
import { LatencySketch } from '@repo/telemetry/latency-sketch';
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearQueueCounts, deliver, topology } from '../../../../test/queue-fixtures';
import { clearTraces, newTraceId, span } from '../../../../test/trace-fixtures';

const NOW = Date.now();
const SESSION = newLabSessionId();

function client(
  service: SpanEvent['service'],
  attributes: SpanEvent['attributes'],
  durationMs: number,
  status: SpanEvent['status'] = 'ok',
) {
  return span(newTraceId(), {
    service,
    spanKind: 'client',
    name: 'call',
    startTime: NOW - 10_000,
    durationMs,
    status,
    attributes,
  });
}

const queueEvent = (action: 'sent' | 'acked' | 'retried', count: number): TelemetryEvent => ({
  kind: 'queue',
  service: 'users',
  queue: 'file-events',
  action,
  count,
  at: NOW - 5_000,
});

beforeAll(async () => {
  await clearTraces();
  await clearQueueCounts();
  await env.OBSERVABILITY_DB.prepare('DELETE FROM request_minutes').run();
  const spans = [
    // users → storage: 20 calls of 1..20 ms, two failed.
    ...Array.from({ length: 20 }, (_, i) =>
      client('users', { 'peer.service': 'storage' }, i + 1, i < 2 ? 'error' : 'ok'),
    ),
    client('storage', { 'db.namespace': 'STORAGE_DB' }, 3),
    // One edge per database: visualization's calls are told apart by their binding.
    client('visualization', { 'db.namespace': 'REGISTER_DB' }, 5),
    client('visualization', { 'db.namespace': 'REGISTER_DB' }, 6),
    client('visualization', { 'db.namespace': 'OBSERVABILITY_DB' }, 2),
    client('storage', { 'cloud.resource_id': 'FILES' }, 7),
    // Three of storage's four calls into its bucket made by one learner's lab session.
    ...Array.from({ length: 3 }, () =>
      client('storage', { 'cloud.resource_id': 'FILES', [LAB_SESSION_HASH_KEY]: SESSION }, 1),
    ),
    client('gateway', { 'peer.service': 'users' }, 4),
    // Older than the minute: not counted.
    { ...client('users', { 'peer.service': 'storage' }, 500), startTime: NOW - 120_000 },
  ];
  await deliver('telemetry', [
    { id: crypto.randomUUID(), events: spans },
    {
      id: crypto.randomUUID(),
      events: [queueEvent('sent', 12), queueEvent('acked', 9), queueEvent('retried', 3)],
    },
  ]);
  // The gateway's sampled spans show 1 call into users; the rollup counted 120 requests in each
  // of this minute and the one before. The last minute's window takes the share of each that it
  // covers, and the two shares add up to one whole minute wherever in a minute the test runs
  // (with this minute's row alone, a run in its first half second counted under 1 request).
  const sketch = new LatencySketch();
  sketch.add(40);
  for (const minute of [Math.floor(NOW / 60_000) - 1, Math.floor(NOW / 60_000)]) {
    await env.OBSERVABILITY_DB.prepare(
      `INSERT INTO request_minutes (service, minute, requests, errors, duration_sum, sketch)
       VALUES ('users', ?, 120, 6, 4800, ?)`,
    )
      .bind(minute, sketch.toJSON())
      .run();
  }
});

describe('GET /api/lab/topology', () => {
  it('lists every part of the system and every binding between them', async () => {
    const map = await topology();
    expect(map.nodes.map((node) => `${node.kind}:${node.id}:${node.owner ?? ''}`).sort()).toEqual(
      [
        'worker:gateway:',
        'worker:storage:',
        'worker:users:',
        'worker:visualization:',
        'd1:storage-db:storage',
        'd1:users-db:users',
        'd1:register-db:visualization',
        'd1:observability-db:visualization',
        'r2:async-dashboard-files:storage',
        'queue:file-events:users',
        'queue:telemetry:visualization',
        'dead-letter-queue:file-events-dead-letter:users',
        'dead-letter-queue:telemetry-dead-letter:visualization',
      ].sort(),
    );
    expect(map.edges.map((edge) => `${edge.kind}:${edge.from}>${edge.to}`).sort()).toEqual(
      [
        'service-binding:gateway>storage',
        'service-binding:gateway>users',
        'service-binding:gateway>visualization',
        'service-binding:users>storage',
        'service-binding:visualization>storage',
        'service-binding:visualization>users',
        'd1:storage>storage-db',
        'd1:users>users-db',
        'd1:visualization>register-db',
        'd1:visualization>observability-db',
        'r2:storage>async-dashboard-files',
        'produce:storage>file-events',
        'consume:file-events>users',
        'dead-letter:file-events>file-events-dead-letter',
        'produce:gateway>telemetry',
        'produce:storage>telemetry',
        'produce:users>telemetry',
        'produce:visualization>telemetry',
        'consume:telemetry>visualization',
        'dead-letter:telemetry>telemetry-dead-letter',
      ].sort(),
    );
    expect(map.queues.map((queue) => queue.id)).toEqual(['file-events', 'telemetry']);
  });

  it('computes each edge’s figures over the last minute', async () => {
    const map = await topology();
    const edge = (from: string, to: string) =>
      map.edges.find((candidate) => candidate.from === from && candidate.to === to);
    expect(edge('users', 'storage')).toEqual({
      from: 'users',
      to: 'storage',
      kind: 'service-binding',
      requestsPerSecond: 20 / 60,
      errorRate: 0.1,
      p95Ms: 19,
    });
    expect(edge('storage', 'storage-db')).toMatchObject({ requestsPerSecond: 1 / 60, p95Ms: 3 });
    expect(edge('storage', 'async-dashboard-files')).toMatchObject({
      requestsPerSecond: 4 / 60,
      p95Ms: 7,
    });
    expect(edge('visualization', 'register-db')).toMatchObject({ requestsPerSecond: 2 / 60 });
    expect(edge('visualization', 'observability-db')).toMatchObject({
      requestsPerSecond: 1 / 60,
      p95Ms: 2,
    });
    expect(edge('visualization', 'users')).toMatchObject({ requestsPerSecond: 0, p95Ms: null });
    // The rollup saw more than the sampled spans: 120 requests over the last minute.
    const gatewayUsers = edge('gateway', 'users');
    expect(gatewayUsers?.requestsPerSecond).toBeGreaterThan(1 / 60);
    expect(gatewayUsers?.errorRate).toBeCloseTo(0.05);
    expect(gatewayUsers?.p95Ms).toBeCloseTo(40, 0);
    expect(edge('storage', 'file-events')).toMatchObject({ requestsPerSecond: 12 / 60 });
    expect(edge('file-events', 'users')).toMatchObject({
      requestsPerSecond: 9 / 60,
      errorRate: 0.25,
    });
    expect(edge('file-events', 'file-events-dead-letter')).toMatchObject({
      requestsPerSecond: 0,
      p95Ms: null,
    });
    // The two seeding messages were sent by visualization's own test run, first event: none.
    expect(edge('telemetry', 'visualization')?.requestsPerSecond).toBe(2 / 60);
  });

  it("marks a lab session's own share of each edge's traced calls, for that session only", async () => {
    const inSession = { baggage: `${LAB_SESSION_HASH_KEY}=${SESSION}` };
    const mine = await topology(inSession);
    const files = mine.edges.find((edge) => edge.to === 'async-dashboard-files');
    expect(files?.ownShare).toBe(3 / 4);
    expect(
      mine.edges.find((edge) => edge.from === 'users' && edge.to === 'storage')?.ownShare,
    ).toBe(0);
    const other = await topology({ baggage: `${LAB_SESSION_HASH_KEY}=${newLabSessionId()}` });
    expect(other.edges.find((edge) => edge.to === 'async-dashboard-files')?.ownShare).toBe(0);
    const none = await topology();
    expect(none.edges.every((edge) => edge.ownShare === undefined)).toBe(true);
  });

  it('reports each queue’s backlog, oldest age, deliveries and retries', async () => {
    const [fileEvents, telemetry] = (await topology()).queues;
    expect(fileEvents).toMatchObject({
      id: 'file-events',
      backlog: 3,
      deliveriesPerSecond: 9 / 60,
      retries: 3,
      deadLettered: 0,
    });
    expect(fileEvents?.oldestAgeSeconds).toBeGreaterThanOrEqual(4);
    expect(fileEvents?.oldestAgeSeconds).toBeLessThan(8);
    expect(telemetry).toMatchObject({ id: 'telemetry', backlog: 0, oldestAgeSeconds: null });
  });
});
