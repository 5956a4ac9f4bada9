// A stored trace exported as OTLP/JSON, the file an OTLP/HTTP collector such as Jaeger's takes.
import { TRACESTATE_ATTRIBUTE } from '@repo/contracts/traces';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AT,
  clearTraces,
  ingest,
  newTraceId,
  span,
  spanMessage,
  TRACES_API,
} from '../../../../test/trace-fixtures';

const TRACE = newTraceId();
const TRACESTATE = 'congo=t61rcWkgMzE,rojo=00f067aa0ba902b7';
const root = span(TRACE, {
  name: 'POST /api/storage/upload',
  durationMs: 80,
  attributes: { 'http.request.method': 'POST', 'http.response.status_code': 500 },
  status: 'error',
});
const call = span(TRACE, {
  name: 'storage.fetch',
  spanKind: 'client',
  parentSpanId: root.spanId,
  startTime: AT + 1,
  durationMs: 70.5,
  status: 'unset',
});
const served = span(TRACE, {
  service: 'storage',
  name: 'POST /api/storage/upload',
  parentSpanId: call.spanId,
  startTime: AT + 3,
  durationMs: 60,
  attributes: { ratio: 0.25, cached: false },
});
const publish = span(TRACE, {
  service: 'storage',
  name: 'queue.send file-events',
  spanKind: 'producer',
  parentSpanId: served.spanId,
  startTime: AT + 40,
  durationMs: 2,
});
const consume = span(TRACE, {
  service: 'users',
  name: 'queue file-events',
  spanKind: 'consumer',
  parentSpanId: publish.spanId,
  startTime: AT + 900,
  durationMs: 15,
});
const tally = span(TRACE, {
  service: 'users',
  name: 'count usage',
  spanKind: 'internal',
  parentSpanId: consume.spanId,
  startTime: AT + 901,
  durationMs: 3,
});

// A span that received a tracestate, in a trace of its own.
const received = span(newTraceId(), { attributes: { [TRACESTATE_ATTRIBUTE]: TRACESTATE } });

beforeAll(async () => {
  await clearTraces();
  // Out of order and in two messages, as spans travel.
  await ingest([spanMessage([tally, consume, served]), spanMessage([publish, call, root])]);
  await ingest([spanMessage([received])]);
});

describe('GET /api/traces/{traceId}/otlp', () => {
  it('answers a JSON file named after the trace, outside the envelope', async () => {
    const response = await SELF.fetch(`${TRACES_API}/${TRACE}/otlp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json\b/);
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="trace-${TRACE}.otlp.json"`,
    );
    expect(await response.json()).toHaveProperty('resourceSpans');
  });

  it('groups the spans by service, with OTLP kinds, status codes and nanoseconds', async () => {
    const response = await SELF.fetch(`${TRACES_API}/${TRACE}/otlp`);
    const scope = { name: 'async-microservices-dashboard' };
    const resource = (service: string) => ({
      attributes: [{ key: 'service.name', value: { stringValue: service } }],
    });
    expect(await response.json()).toEqual({
      resourceSpans: [
        {
          resource: resource('gateway'),
          scopeSpans: [
            {
              scope,
              spans: [
                {
                  traceId: TRACE,
                  spanId: root.spanId,
                  name: 'POST /api/storage/upload',
                  kind: 2,
                  startTimeUnixNano: `${AT}000000`,
                  endTimeUnixNano: `${AT + 80}000000`,
                  attributes: [
                    { key: 'http.request.method', value: { stringValue: 'POST' } },
                    { key: 'http.response.status_code', value: { intValue: '500' } },
                  ],
                  status: { code: 2 },
                },
                {
                  traceId: TRACE,
                  spanId: call.spanId,
                  parentSpanId: root.spanId,
                  name: 'storage.fetch',
                  kind: 3,
                  startTimeUnixNano: `${AT + 1}000000`,
                  // 1 + 70.5 ms: the half millisecond is exact, past 2^53 nanoseconds.
                  endTimeUnixNano: `${AT + 71}500000`,
                  attributes: [],
                  status: { code: 0 },
                },
              ],
            },
          ],
        },
        {
          resource: resource('storage'),
          scopeSpans: [
            {
              scope,
              spans: [
                expect.objectContaining({
                  spanId: served.spanId,
                  parentSpanId: call.spanId,
                  kind: 2,
                  attributes: [
                    { key: 'ratio', value: { doubleValue: 0.25 } },
                    { key: 'cached', value: { boolValue: false } },
                  ],
                  status: { code: 1 },
                }),
                expect.objectContaining({ spanId: publish.spanId, kind: 4 }),
              ],
            },
          ],
        },
        {
          resource: resource('users'),
          scopeSpans: [
            {
              scope,
              spans: [
                expect.objectContaining({ spanId: consume.spanId, kind: 5 }),
                expect.objectContaining({ spanId: tally.spanId, kind: 1 }),
              ],
            },
          ],
        },
      ],
    });
  });

  it('gives a span the tracestate it received, in OTLP’s own field and as its attribute', async () => {
    const response = await SELF.fetch(`${TRACES_API}/${received.traceId}/otlp`);
    const body: unknown = await response.json();
    expect(body).toMatchObject({
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  spanId: received.spanId,
                  traceState: TRACESTATE,
                  attributes: [{ key: TRACESTATE_ATTRIBUTE, value: { stringValue: TRACESTATE } }],
                },
              ],
            },
          ],
        },
      ],
    });
  });
});
