// The bindings that trace their calls, over stand-ins that keep what they are given. The
// storage service's tracing.test.ts runs the D1, R2 and queue ones over the real bindings.
import { TRACEPARENT_HEADER, type SpanEvent } from '@repo/contracts/traces';
import { describe, expect, it } from 'vitest';
import { recordingQueue } from '../testing/fake-bindings';
import { parseTraceparent, type SpanContext } from './trace-context';
import { sqlSpanName, tracedD1, tracedFetcher, tracedQueue, tracedR2 } from './traced-bindings';
import { startTrace } from './tracer';

const CALLER: SpanContext = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  sampled: true,
};

function trace(parent: SpanContext = CALLER) {
  const spans: SpanEvent[] = [];
  const tracer = startTrace({
    service: 'gateway',
    name: 'GET /api/users/:id',
    kind: 'server',
    parent,
    sample: () => true,
    record: (span) => spans.push(span),
  });
  return { tracer, spans };
}

/** A service binding that answers `status` (or fails) and keeps the requests it was sent. */
function fakeService(answer: () => Promise<Response>) {
  const requests: Request[] = [];
  const fetcher: Fetcher = {
    async fetch(input, init) {
      requests.push(new Request(input, init));
      return answer();
    },
    connect() {
      throw new Error('a service binding here is only fetched');
    },
  };
  return { fetcher, requests };
}

describe('sqlSpanName', () => {
  it.each([
    ['SELECT * FROM files WHERE id = ?1', 'SELECT files'],
    ['  select count(*) AS n from user_files', 'SELECT user_files'],
    ['INSERT INTO outbox (event_id) SELECT ?1 WHERE EXISTS (SELECT 1 FROM files)', 'INSERT outbox'],
    ['UPDATE files SET state = ?1 WHERE id = ?2', 'UPDATE files'],
    ['DELETE FROM "lab_faults" WHERE expires_at < ?1', 'DELETE lab_faults'],
    ['CREATE TABLE traces (id TEXT)', 'CREATE traces'],
    ['CREATE TABLE IF NOT EXISTS traces (id TEXT)', 'CREATE traces'],
    ['PRAGMA table_list', 'PRAGMA'],
    ['', 'SQL'],
  ])('names %j %j', (sql, name) => {
    expect(sqlSpanName(sql)).toBe(name);
  });
});

describe('tracedQueue', () => {
  it('sends an object body with the traceparent of its producer span', async () => {
    const { tracer, spans } = trace();
    const { queue, bodies } = recordingQueue();

    await tracedQueue(queue, tracer, 'file-events').send({ id: 'e1' }, { delaySeconds: 1 });

    const [producer] = spans;
    expect(spans).toHaveLength(1);
    expect(producer).toMatchObject({
      name: 'send file-events',
      spanKind: 'producer',
      traceId: CALLER.traceId,
      parentSpanId: tracer.root.context.spanId,
      attributes: {
        'messaging.destination.name': 'file-events',
        'messaging.batch.message_count': 1,
      },
    });
    expect(bodies).toEqual([
      { id: 'e1', traceparent: `00-${CALLER.traceId}-${producer?.spanId}-01` },
    ]);
  });

  it('sends a batch in one producer span, each object body carrying it', async () => {
    const { tracer, spans } = trace();
    const { queue, bodies } = recordingQueue();

    await tracedQueue(queue, tracer, 'file-events').sendBatch([
      { body: { id: 'e1' } },
      { body: { id: 'e2' } },
      { body: 'plain text' },
      { body: ['a', 'list'] },
    ]);

    expect(spans).toHaveLength(1);
    expect(spans[0]?.attributes['messaging.batch.message_count']).toBe(4);
    const carried = `00-${CALLER.traceId}-${spans[0]?.spanId}-01`;
    expect(bodies).toEqual([
      { id: 'e1', traceparent: carried },
      { id: 'e2', traceparent: carried },
      'plain text',
      ['a', 'list'],
    ]);
  });

  it('passes an unrecorded trace on with flags 00, so the consumer keeps the decision', async () => {
    const { tracer, spans } = trace({ ...CALLER, sampled: false });
    const { queue, bodies } = recordingQueue();

    await tracedQueue(queue, tracer, 'file-events').send({ id: 'e1' });

    expect(spans).toEqual([]);
    const [body] = bodies;
    const carried =
      typeof body === 'object' && body !== null && 'traceparent' in body
        ? body.traceparent
        : undefined;
    expect(typeof carried === 'string' && parseTraceparent(carried)).toMatchObject({
      traceId: CALLER.traceId,
      sampled: false,
    });
  });
});

describe('tracedFetcher', () => {
  it('passes an unrecorded trace on with flags 00, so the service behind keeps the decision', async () => {
    const { tracer, spans } = trace({ ...CALLER, sampled: false });
    const service = fakeService(() => Promise.resolve(new Response('{}', { status: 200 })));

    await tracedFetcher(service.fetcher, tracer, 'users').fetch('https://users.internal/health');

    expect(spans).toEqual([]);
    const [sent] = service.requests;
    expect(parseTraceparent(sent?.headers.get(TRACEPARENT_HEADER))).toMatchObject({
      traceId: CALLER.traceId,
      sampled: false,
    });
  });

  it('calls the service with the traceparent of a client span named by the hop, gateway → users', async () => {
    const { tracer, spans } = trace();
    const service = fakeService(() => Promise.resolve(new Response('{}', { status: 200 })));

    const response = await tracedFetcher(service.fetcher, tracer, 'users').fetch(
      'https://users.internal/api/users/demo-user?fields=usage',
      { headers: { accept: 'application/json' } },
    );

    expect(response.status).toBe(200);
    const [client] = spans;
    expect(spans).toHaveLength(1);
    expect(client).toMatchObject({
      name: 'gateway → users',
      spanKind: 'client',
      status: 'unset',
      traceId: CALLER.traceId,
      parentSpanId: tracer.root.context.spanId,
      attributes: {
        'http.request.method': 'GET',
        'server.address': 'users',
        'peer.service': 'users',
        'url.path': '/api/users/demo-user',
        'http.response.status_code': 200,
      },
    });
    const [sent] = service.requests;
    expect(sent?.headers.get('accept')).toBe('application/json');
    expect(parseTraceparent(sent?.headers.get(TRACEPARENT_HEADER))).toEqual({
      traceId: CALLER.traceId,
      spanId: client?.spanId,
      sampled: true,
    });
  });

  it('replaces a traceparent the caller sent with its own', async () => {
    const { tracer, spans } = trace();
    const service = fakeService(() => Promise.resolve(new Response(null, { status: 204 })));
    const forged = `00-${'f'.repeat(32)}-${'e'.repeat(16)}-01`;

    await tracedFetcher(service.fetcher, tracer, 'storage').fetch(
      new Request('https://storage.internal/api/storage/files/1', {
        method: 'DELETE',
        headers: { [TRACEPARENT_HEADER]: forged },
      }),
    );

    expect(service.requests[0]?.headers.get(TRACEPARENT_HEADER)).toBe(
      `00-${CALLER.traceId}-${spans[0]?.spanId}-01`,
    );
  });

  it('marks the span of a 5xx answer failed, and of a 4xx not', async () => {
    const { tracer, spans } = trace();
    const statuses = [503, 404];
    const service = fakeService(() =>
      Promise.resolve(new Response(null, { status: statuses.shift() ?? 200 })),
    );
    const fetcher = tracedFetcher(service.fetcher, tracer, 'storage');

    await fetcher.fetch('https://storage.internal/health');
    await fetcher.fetch('https://storage.internal/api/storage/files/x');

    expect(
      spans.map((span) => [span.status, span.attributes['http.response.status_code']]),
    ).toEqual([
      ['error', 503],
      ['unset', 404],
    ]);
  });

  it('marks the span failed and rethrows when the call itself fails', async () => {
    const { tracer, spans } = trace();
    const service = fakeService(() => Promise.reject(new TypeError('Network connection lost')));

    await expect(
      tracedFetcher(service.fetcher, tracer, 'storage').fetch('https://storage.internal/health'),
    ).rejects.toThrow('Network connection lost');
    expect(spans).toMatchObject([{ status: 'error', attributes: { 'error.type': 'TypeError' } }]);
  });
});

describe('tracedD1 and tracedR2', () => {
  // Stand-ins: only their identity matters, as nothing is called on them.
  const db = { prepare: () => undefined } as unknown as D1Database;
  const bucket = { get: () => undefined } as unknown as R2Bucket;

  it('hand an unrecorded trace the binding itself: nothing to record, nothing to carry on', () => {
    const { tracer } = trace({ ...CALLER, sampled: false });

    expect(tracedD1(db, tracer, 'STORAGE_DB')).toBe(db);
    expect(tracedR2(bucket, tracer, 'FILES')).toBe(bucket);
  });

  it('wrap the binding of a recorded trace', () => {
    const { tracer } = trace();

    expect(tracedD1(db, tracer, 'STORAGE_DB')).not.toBe(db);
    expect(tracedR2(bucket, tracer, 'FILES')).not.toBe(bucket);
  });
});
