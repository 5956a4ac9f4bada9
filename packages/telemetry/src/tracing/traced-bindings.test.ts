// The bindings that trace their calls, over stand-ins that keep what they are given. The
// storage service's tracing.test.ts runs the D1, R2 and queue ones over the real bindings.
import { context } from '@opentelemetry/api';
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import { describe, expect, it } from 'vitest';
import { recordingQueue } from '../testing/fake-bindings';
import { CALLER, startWork, UNSAMPLED_CALLER } from '../testing/trace-harness';
import { isSampled, parseTraceparent } from './trace-context';
import { sqlSpanName, tracedD1, tracedFetcher, tracedQueue, tracedR2 } from './traced-bindings';

/** The gateway's server span, continuing `parent`'s trace; the calls run with it active. */
function trace(parent = CALLER) {
  const { root, context: work, spans } = startWork({ service: 'gateway', parent });
  const within = <T>(call: () => T): T => context.with(work, call);
  return { rootId: root.spanContext().spanId, work, within, spans };
}

/** Whether `traceparent` continues the caller's trace with the sampled flag `sampled`. */
function carries(traceparent: unknown, sampled: boolean): boolean {
  const parsed = typeof traceparent === 'string' ? parseTraceparent(traceparent) : undefined;
  return parsed?.traceId === CALLER.traceId && isSampled(parsed) === sampled;
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
    const { within, rootId, spans } = trace();
    const { queue, bodies } = recordingQueue();

    await within(() => tracedQueue(queue, 'file-events').send({ id: 'e1' }, { delaySeconds: 1 }));

    const [producer] = spans;
    expect(spans).toHaveLength(1);
    expect(producer).toMatchObject({
      name: 'send file-events',
      spanKind: 'producer',
      traceId: CALLER.traceId,
      parentSpanId: rootId,
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
    const { within, spans } = trace();
    const { queue, bodies } = recordingQueue();

    await within(() =>
      tracedQueue(queue, 'file-events').sendBatch([
        { body: { id: 'e1' } },
        { body: { id: 'e2' } },
        { body: 'plain text' },
        { body: ['a', 'list'] },
      ]),
    );

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
    const { within, spans } = trace(UNSAMPLED_CALLER);
    const { queue, bodies } = recordingQueue();

    await within(() => tracedQueue(queue, 'file-events').send({ id: 'e1' }));

    expect(spans).toEqual([]);
    const [body] = bodies;
    const carried =
      typeof body === 'object' && body !== null && 'traceparent' in body
        ? body.traceparent
        : undefined;
    expect(carries(carried, false)).toBe(true);
  });
});

describe('tracedFetcher', () => {
  it('passes an unrecorded trace on with flags 00, so the service behind keeps the decision', async () => {
    const { within, spans } = trace(UNSAMPLED_CALLER);
    const service = fakeService(() => Promise.resolve(new Response('{}', { status: 200 })));

    await within(() =>
      tracedFetcher(service.fetcher, 'users').fetch('https://users.internal/health'),
    );

    expect(spans).toEqual([]);
    const [sent] = service.requests;
    expect(carries(sent?.headers.get(TRACEPARENT_HEADER), false)).toBe(true);
  });

  it('calls the service with the traceparent of a client span named by the hop, gateway → users', async () => {
    const { within, rootId, spans } = trace();
    const service = fakeService(() => Promise.resolve(new Response('{}', { status: 200 })));

    const response = await within(() =>
      tracedFetcher(service.fetcher, 'users').fetch(
        'https://users.internal/api/users/demo-user?fields=usage',
        { headers: { accept: 'application/json' } },
      ),
    );

    expect(response.status).toBe(200);
    const [client] = spans;
    expect(spans).toHaveLength(1);
    expect(client).toMatchObject({
      name: 'gateway → users',
      spanKind: 'client',
      status: 'unset',
      traceId: CALLER.traceId,
      parentSpanId: rootId,
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
    expect(sent?.headers.get(TRACEPARENT_HEADER)).toBe(`00-${CALLER.traceId}-${client?.spanId}-01`);
  });

  it('replaces a traceparent the caller sent with its own', async () => {
    const { within, spans } = trace();
    const service = fakeService(() => Promise.resolve(new Response(null, { status: 204 })));
    const forged = `00-${'f'.repeat(32)}-${'e'.repeat(16)}-01`;

    await within(() =>
      tracedFetcher(service.fetcher, 'storage').fetch(
        new Request('https://storage.internal/api/storage/files/1', {
          method: 'DELETE',
          headers: { [TRACEPARENT_HEADER]: forged },
        }),
      ),
    );

    expect(service.requests[0]?.headers.get(TRACEPARENT_HEADER)).toBe(
      `00-${CALLER.traceId}-${spans[0]?.spanId}-01`,
    );
  });

  it('marks the span of a 5xx answer failed, and of a 4xx not', async () => {
    const { within, spans } = trace();
    const statuses = [503, 404];
    const service = fakeService(() =>
      Promise.resolve(new Response(null, { status: statuses.shift() ?? 200 })),
    );
    const fetcher = tracedFetcher(service.fetcher, 'storage');

    await within(() => fetcher.fetch('https://storage.internal/health'));
    await within(() => fetcher.fetch('https://storage.internal/api/storage/files/x'));

    expect(
      spans.map((span) => [span.status, span.attributes['http.response.status_code']]),
    ).toEqual([
      ['error', 503],
      ['unset', 404],
    ]);
  });

  it('marks the span failed and rethrows when the call itself fails', async () => {
    const { within, spans } = trace();
    const service = fakeService(() => Promise.reject(new TypeError('Network connection lost')));

    await expect(
      within(() =>
        tracedFetcher(service.fetcher, 'storage').fetch('https://storage.internal/health'),
      ),
    ).rejects.toThrow('Network connection lost');
    expect(spans).toMatchObject([{ status: 'error', attributes: { 'error.type': 'TypeError' } }]);
  });
});

describe('tracedD1 and tracedR2', () => {
  // Stand-ins: only their identity matters, as nothing is called on them.
  const db = { prepare: () => undefined } as unknown as D1Database;
  const bucket = { get: () => undefined } as unknown as R2Bucket;

  it('hand an unrecorded trace the binding itself: nothing to record, nothing to carry on', () => {
    const { within } = trace(UNSAMPLED_CALLER);

    expect(within(() => tracedD1(db, 'STORAGE_DB'))).toBe(db);
    expect(within(() => tracedR2(bucket, 'FILES'))).toBe(bucket);
  });

  it('wrap the binding of a recorded trace', () => {
    const { within } = trace();

    expect(within(() => tracedD1(db, 'STORAGE_DB'))).not.toBe(db);
    expect(within(() => tracedR2(bucket, 'FILES'))).not.toBe(bucket);
  });

  it('hand the binding itself to work outside any trace', () => {
    expect(tracedD1(db, 'STORAGE_DB')).toBe(db);
    expect(tracedR2(bucket, 'FILES')).toBe(bucket);
  });
});
