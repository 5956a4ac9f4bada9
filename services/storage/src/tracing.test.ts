// The trace of an upload, through the real worker and its local D1 and R2: every call is a
// span of the caller's trace, and the file event carries the trace on to its consumer. The
// queues are stand-ins that keep what they are sent, so the assertions read what was sent.
import { fileEventSchema } from '@repo/contracts/file-events';
import { storedFileSchema } from '@repo/contracts/files';
import { telemetryMessageSchema, type TelemetryEvent } from '@repo/contracts/metrics';
import { TRACEPARENT_HEADER, type SpanEvent } from '@repo/contracts/traces';
import { flushTelemetry, resetTelemetryBuffers } from '@repo/telemetry/deliver';
import { fakeQueue, recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import { parseTraceparent } from '@repo/telemetry/tracing/trace-context';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BASE, TXT, uploadForm } from '../test/fixtures';
import worker from './index';

const CALLER = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
const sampledHeader = `00-${CALLER.traceId}-${CALLER.spanId}-01`;
const unsampledHeader = `00-${CALLER.traceId}-${CALLER.spanId}-00`;

/**
 * A request to the worker's own fetch handler with queues that keep what they are sent; waits
 * for its work after the response and for its telemetry to be sent.
 */
async function send(path: string, init: RequestInit) {
  const telemetry = fakeQueue();
  const fileEvents = recordingQueue();
  const bindings = { ...env, TELEMETRY: telemetry.queue, FILE_EVENTS: fileEvents.queue };
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${BASE}${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  await flushTelemetry(telemetry.queue);
  const events: TelemetryEvent[] = telemetry.sent.flatMap(
    (message) => telemetryMessageSchema.parse(message).events,
  );
  const spans = events.flatMap((event) => (event.kind === 'span' ? [event] : []));
  const published = fileEvents.bodies.map((body) => fileEventSchema.parse(body));
  return { response, events, spans, published };
}

function uploadTraced(traceparent: string) {
  return send('/upload', {
    method: 'POST',
    headers: { [TRACEPARENT_HEADER]: traceparent },
    body: uploadForm(TXT, 'traced.txt'),
  });
}

function spanNamed(spans: SpanEvent[], name: string): SpanEvent {
  const found = spans.filter((span) => span.name === name);
  expect(found, `spans named ${name}`).toHaveLength(1);
  const [span] = found;
  if (!span) throw new Error(`no span named ${name}`);
  return span;
}

beforeAll(async () => {
  resetTelemetryBuffers({ flushDelayMs: 0 });
  // The isolate's first files request starts a sweep in a trace of its own; this one takes it.
  await send('/files', {});
});

afterAll(() => resetTelemetryBuffers());

beforeEach(async () => {
  await env.STORAGE_DB.batch([
    env.STORAGE_DB.prepare('DELETE FROM files'),
    env.STORAGE_DB.prepare('DELETE FROM outbox'),
  ]);
});

describe('the trace of an upload', () => {
  it('records every span in the caller’s trace, under a server span named after the route', async () => {
    const { response, spans, events } = await uploadTraced(sampledHeader);

    expect(response.status).toBe(201);
    expect(spans.length).toBeGreaterThan(4);
    expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([CALLER.traceId]));

    const server = spanNamed(spans, 'POST /api/storage/upload');
    expect(server).toMatchObject({
      service: 'storage',
      spanKind: 'server',
      parentSpanId: CALLER.spanId,
      status: 'unset',
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/api/storage/upload',
        'url.path': '/api/storage/upload',
        'http.response.status_code': 201,
      },
    });
    for (const span of spans.filter((each) => each !== server)) {
      expect(span.parentSpanId, span.name).toBe(server.spanId);
    }
    expect(events.filter((event) => event.kind === 'request')).toMatchObject([
      { route: '/api/storage/upload', status: 201 },
    ]);
  });

  it('answers with a traceparent naming the caller’s trace and the server span', async () => {
    const { response, spans } = await uploadTraced(sampledHeader);

    const answered = parseTraceparent(response.headers.get(TRACEPARENT_HEADER));
    expect(answered).toEqual({
      traceId: CALLER.traceId,
      spanId: spanNamed(spans, 'POST /api/storage/upload').spanId,
      traceFlags: 1, // sampled
      isRemote: true,
    });
  });

  it('records each database statement as a client span with its query', async () => {
    const { spans } = await uploadTraced(sampledHeader);

    const database = spans.filter((span) => span.attributes['db.system.name'] === 'sqlite');
    expect(database.every((span) => span.spanKind === 'client')).toBe(true);
    expect(database.every((span) => span.attributes['db.namespace'] === 'STORAGE_DB')).toBe(true);
    const names = database.map((span) => span.name);
    expect(names).toEqual(expect.arrayContaining(['INSERT files', 'BATCH STORAGE_DB']));

    const insert = spanNamed(spans, 'INSERT files');
    expect(insert.attributes).toMatchObject({ 'db.operation.name': 'INSERT' });
    expect(insert.attributes['db.query.text']).toMatch(/^INSERT INTO files \(/);
    const select = spans.find((span) => span.name === 'SELECT outbox');
    expect(select?.attributes['db.query.text']).toBe(
      'SELECT event_id, body FROM outbox WHERE event_id = ?1',
    );
  });

  it('records the blob’s write as an R2 client span naming its key', async () => {
    const { response, spans } = await uploadTraced(sampledHeader);
    const { data } = await response.json<{ data: unknown }>();
    const file = storedFileSchema.parse(data);

    expect(spanNamed(spans, 'R2 put')).toMatchObject({
      spanKind: 'client',
      status: 'unset',
      attributes: {
        'rpc.system': 'cloudflare_r2',
        'rpc.method': 'put',
        'cloud.resource_id': 'FILES',
        'r2.key': file.id,
      },
    });
  });

  it('publishes the file event in a producer span whose context the event carries', async () => {
    const { response, spans, published } = await uploadTraced(sampledHeader);
    const { data } = await response.json<{ data: unknown }>();
    const file = storedFileSchema.parse(data);

    const producer = spanNamed(spans, 'send file-events');
    expect(producer).toMatchObject({
      spanKind: 'producer',
      attributes: {
        'messaging.system': 'cloudflare_queues',
        'messaging.destination.name': 'file-events',
        'messaging.operation.type': 'send',
        'messaging.batch.message_count': 1,
      },
    });
    expect(published).toHaveLength(1);
    const [event] = published;
    expect(event).toMatchObject({ type: 'file.uploaded', fileId: file.id });
    expect(parseTraceparent(event?.traceparent)).toEqual({
      traceId: CALLER.traceId,
      spanId: producer.spanId,
      traceFlags: 1, // sampled
      isRemote: true,
    });
  });

  it('keeps a caller’s decision not to record: no spans, and the event passes the decision on', async () => {
    const { response, spans, events, published } = await uploadTraced(unsampledHeader);

    expect(response.status).toBe(201);
    expect(spans).toEqual([]);
    // The file event's `sent` count is not a span: it is reported whatever the sampling.
    expect(events.map((event) => event.kind)).toEqual(['request', 'operation', 'queue']);
    expect(parseTraceparent(response.headers.get(TRACEPARENT_HEADER))).toMatchObject({
      traceId: CALLER.traceId,
      traceFlags: 0, // not sampled
    });
    const [event] = published;
    expect(parseTraceparent(event?.traceparent)).toMatchObject({
      traceId: CALLER.traceId,
      traceFlags: 0, // not sampled
    });
  });
});
