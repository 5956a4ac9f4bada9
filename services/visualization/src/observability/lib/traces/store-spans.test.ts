// Spans stored by the telemetry consumer, read back through the traces API: whatever order and
// however many times they arrive, and all or nothing of a batch.
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AT,
  clearTraces,
  getTrace,
  ingest,
  listTraces,
  newTraceId,
  span,
  spanMessage,
  TRACES_API,
} from '../../../../test/trace-fixtures';

const FAULT = 'fail_trace_summaries';

/**
 * Makes the database refuse to write a trace summary: a fault in the last statements of the
 * consumer's batch, after its spans and message ids are written.
 */
async function failSummaryWrites() {
  await env.OBSERVABILITY_DB.prepare(
    `CREATE TRIGGER ${FAULT} BEFORE INSERT ON traces
     BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
  ).run();
}

const summaryOf = async (traceId: string) =>
  (await listTraces('limit=100')).find((item) => item.traceId === traceId);

beforeEach(clearTraces);
afterEach(async () => {
  await env.OBSERVABILITY_DB.prepare(`DROP TRIGGER IF EXISTS ${FAULT}`).run();
});

describe('storing spans from telemetry messages', () => {
  it('summarizes a trace whose root arrives after its children, in another message', async () => {
    const traceId = newTraceId();
    const root = span(traceId, { name: 'GET /api/storage/files', durationMs: 50 });
    const call = span(traceId, {
      name: 'storage.fetch',
      spanKind: 'client',
      parentSpanId: root.spanId,
      startTime: AT + 2,
      durationMs: 40,
    });
    const served = span(traceId, {
      service: 'storage',
      name: 'GET /api/storage/files',
      parentSpanId: call.spanId,
      startTime: AT + 5,
      durationMs: 30,
    });
    // Work the storage service finished after answering, and failed.
    const late = span(traceId, {
      service: 'storage',
      name: 'D1 INSERT',
      spanKind: 'client',
      parentSpanId: served.spanId,
      startTime: AT + 10,
      durationMs: 60,
      status: 'error',
    });

    await ingest([spanMessage([late, served])]);
    expect(await summaryOf(traceId)).toEqual({
      traceId,
      rootName: 'GET /api/storage/files',
      services: ['storage'],
      durationMs: 65,
      status: 'error',
      startTime: new Date(AT + 5).toISOString(),
    });

    await ingest([spanMessage([call, root])]);
    expect(await summaryOf(traceId)).toEqual({
      traceId,
      rootName: 'GET /api/storage/files',
      services: ['gateway', 'storage'],
      durationMs: 70,
      status: 'error',
      startTime: new Date(AT).toISOString(),
    });
    const trace = await getTrace(traceId);
    expect(trace.spans.map((s) => [s.spanId, s.parentSpanId])).toEqual([
      [root.spanId, null],
      [call.spanId, root.spanId],
      [served.spanId, call.spanId],
      [late.spanId, served.spanId],
    ]);
  });

  it('names a trace after its earliest span until the root arrives', async () => {
    const traceId = newTraceId();
    const root = span(traceId, { name: 'GET /api/users/me', startTime: AT, durationMs: 20 });
    const child = span(traceId, {
      service: 'users',
      name: 'D1 SELECT',
      parentSpanId: root.spanId,
      startTime: AT + 3,
    });
    await ingest([spanMessage([child])]);
    expect((await summaryOf(traceId))?.rootName).toBe('D1 SELECT');
    await ingest([spanMessage([root])]);
    expect((await summaryOf(traceId))?.rootName).toBe('GET /api/users/me');
  });

  it('answers a span as recorded, its attributes of every type included', async () => {
    const traceId = newTraceId();
    const recorded = span(traceId, {
      startTime: AT + 0.25,
      durationMs: 12.5,
      attributes: {
        'http.route': '/api/*',
        'http.response.status_code': 200,
        ratio: 0.5,
        hit: true,
      },
    });
    await ingest([spanMessage([recorded])]);
    expect(await getTrace(traceId)).toEqual({
      traceId,
      spans: [
        {
          traceId,
          spanId: recorded.spanId,
          parentSpanId: null,
          service: 'gateway',
          name: 'GET /api/*',
          kind: 'server',
          startTime: new Date(AT).toISOString(),
          durationMs: 12.5,
          status: 'ok',
          attributes: recorded.attributes,
        },
      ],
    });
  });

  it('stores a redelivered message once, and a span sent twice once', async () => {
    const traceId = newTraceId();
    const first = span(traceId, { service: 'users', spanKind: 'consumer' });
    const message = spanMessage([span(traceId, { startTime: AT + 1 }), first]);
    await ingest([message]);
    const again = await ingest([message, spanMessage([first])]);
    expect(again).toMatchObject({ duplicates: 1, invalid: 0 });
    expect((await getTrace(traceId)).spans).toHaveLength(2);
    // In the order the services first appear, neither alphabetical nor as they arrived.
    expect((await summaryOf(traceId))?.services).toEqual(['users', 'gateway']);
  });

  it('stores nothing of a batch that fails, and all of it once when it is retried', async () => {
    const traceId = newTraceId();
    const message = spanMessage([span(traceId), span(traceId, { startTime: AT + 1 })]);
    await failSummaryWrites();
    await expect(ingest([message])).rejects.toThrow(/injected fault/);
    await env.OBSERVABILITY_DB.prepare(`DROP TRIGGER ${FAULT}`).run();
    const missing = await SELF.fetch(`${TRACES_API}/${traceId}`);
    expect(missing.status).toBe(404);
    expect(await summaryOf(traceId)).toBeUndefined();

    expect(await ingest([message])).toMatchObject({ duplicates: 0 });
    expect((await getTrace(traceId)).spans).toHaveLength(2);
  });

  it('stores a batch of more spans and traces than one statement can bind', async () => {
    const traceIds = Array.from({ length: 120 }, newTraceId);
    const messages = traceIds.map((traceId, i) =>
      spanMessage([0, 1, 2].map((n) => span(traceId, { name: 'bulk', startTime: AT + i + n }))),
    );
    await ingest(messages);
    expect(await listTraces('operation=bulk&limit=100')).toHaveLength(100);
    for (const traceId of [...traceIds.slice(0, 1), ...traceIds.slice(-1)]) {
      expect((await getTrace(traceId)).spans).toHaveLength(3);
    }
  });
});
