// The trace the telemetry middleware keeps of each request: its server span, the trace
// context it continues or starts, and the `traceparent` it answers with.
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import { describe, expect, it, vi } from 'vitest';
import {
  answeredContext,
  buildApp,
  INCOMING,
  INCOMING_HEADER,
  requestOnce,
  serverSpanOf,
  spansOf,
  traceEvents,
  useFreshTraces,
} from './testing/middleware-harness';
import { sampleNewTrace } from './tracing/sampler';
import { isSampled } from './tracing/trace-context';

// The isolate's rate sampler would make the outcome depend on how many requests came before.
vi.mock('./tracing/sampler', () => ({ sampleNewTrace: vi.fn(() => true) }));

useFreshTraces();

describe('the trace of a request', () => {
  it('continues an incoming trace: same trace id, a new span parented to the caller’s', async () => {
    const { response, messages } = await requestOnce('/items/42', {
      headers: { [TRACEPARENT_HEADER]: INCOMING_HEADER },
    });

    expect(response.status).toBe(200);
    const answered = answeredContext(response);
    expect(answered.traceId).toBe(INCOMING.traceId);
    expect(answered.spanId).not.toBe(INCOMING.spanId);
    expect(isSampled(answered)).toBe(true);

    const server = serverSpanOf(messages);
    expect(server).toMatchObject({
      traceId: INCOMING.traceId,
      spanId: answered.spanId,
      parentSpanId: INCOMING.spanId,
      service: 'storage',
      name: 'GET /items/:id',
      status: 'unset',
    });
    expect(server.attributes).toEqual({
      'http.request.method': 'GET',
      'http.route': '/items/:id',
      'url.path': '/items/42',
      'http.response.status_code': 200,
    });
    expect(sampleNewTrace).not.toHaveBeenCalled();
  });

  it('starts a new trace without an incoming traceparent', async () => {
    const { response, messages } = await requestOnce('/items/42');

    const answered = answeredContext(response);
    expect(isSampled(answered)).toBe(true);
    const server = serverSpanOf(messages);
    expect(server.traceId).toBe(answered.traceId);
    expect(server.spanId).toBe(answered.spanId);
    expect(server).not.toHaveProperty('parentSpanId');
    expect(sampleNewTrace).toHaveBeenCalledOnce();
  });

  it('starts a new trace when the incoming traceparent is malformed', async () => {
    const malformed = `00-${INCOMING.traceId.toUpperCase()}-${INCOMING.spanId}-01`;
    const { response, messages } = await requestOnce('/items/42', {
      headers: { [TRACEPARENT_HEADER]: malformed },
    });

    const answered = answeredContext(response);
    expect(answered.traceId).not.toBe(INCOMING.traceId);
    expect(serverSpanOf(messages)).not.toHaveProperty('parentSpanId');
  });

  it('keeps an incoming decision not to record: flags 00 and no spans', async () => {
    const { response, messages } = await requestOnce('/items/42', {
      headers: { [TRACEPARENT_HEADER]: `00-${INCOMING.traceId}-${INCOMING.spanId}-00` },
    });

    expect(response.headers.get(TRACEPARENT_HEADER)).toMatch(
      new RegExp(`^00-${INCOMING.traceId}-[0-9a-f]{16}-00$`),
    );
    expect(spansOf(messages)).toEqual([]);
    expect(messages.flatMap((message) => message.events)).toMatchObject([{ kind: 'request' }]);
    expect(sampleNewTrace).not.toHaveBeenCalled();
  });

  it('marks the server span of a 500 answer as an error', async () => {
    const { response, messages } = await requestOnce('/broken');
    expect(response.status).toBe(500);
    expect(serverSpanOf(messages)).toMatchObject({
      name: 'GET /broken',
      status: 'error',
      attributes: { 'http.response.status_code': 500 },
    });
  });

  it('leaves the server span of a 4xx answer unmarked, as the caller’s mistake', async () => {
    const { response, messages } = await requestOnce('/refused');
    expect(response.status).toBe(422);
    expect(serverSpanOf(messages)).toMatchObject({
      status: 'unset',
      attributes: { 'http.response.status_code': 422 },
    });
  });

  it('names the span of an unknown path after the catch-all route', async () => {
    const { messages } = await requestOnce('/nowhere/7', { method: 'DELETE' });
    expect(serverSpanOf(messages)).toMatchObject({
      name: 'DELETE *',
      attributes: { 'http.route': '*', 'url.path': '/nowhere/7' },
    });
  });

  it('records nothing for a path isTraced leaves out, and answers with flags 00', async () => {
    const isTraced = vi.fn((path: string) => path.startsWith('/api/'));
    const app = buildApp({ isTraced });
    const { response, messages } = await requestOnce('/items/42', {}, app);

    expect(isTraced).toHaveBeenCalledWith('/items/42');
    expect(isSampled(answeredContext(response))).toBe(false);
    expect(spansOf(messages)).toEqual([]);
    expect(messages.flatMap((message) => message.events)).toMatchObject([{ kind: 'request' }]);
    expect(sampleNewTrace).not.toHaveBeenCalled();
  });

  it('records nothing when the isolate’s sampler refuses a new trace', async () => {
    vi.mocked(sampleNewTrace).mockReturnValueOnce(false);
    const { response, messages } = await requestOnce('/items/42');
    expect(isSampled(answeredContext(response))).toBe(false);
    expect(spansOf(messages)).toEqual([]);
  });

  it('sends the spans in the same telemetry message as the request event', async () => {
    const { messages } = await requestOnce(
      '/items',
      { method: 'POST', headers: { [TRACEPARENT_HEADER]: INCOMING_HEADER } },
      buildApp({ traceBindings: traceEvents }),
    );

    expect(messages).toHaveLength(1);
    const kinds = messages[0]?.events.map((event) => event.kind);
    expect(kinds?.[0]).toBe('request');
    expect(kinds?.filter((kind) => kind === 'span')).toHaveLength(3);
    expect(kinds).toHaveLength(4);
  });

  it('parents the spans a handler starts to the server span', async () => {
    const { messages } = await requestOnce(
      '/items',
      { method: 'POST', headers: { [TRACEPARENT_HEADER]: INCOMING_HEADER } },
      buildApp({ traceBindings: traceEvents }),
    );

    const server = serverSpanOf(messages);
    const children = spansOf(messages).filter((span) => span !== server);
    expect(children.map((span) => span.name).sort()).toEqual(['send EVENTS', 'validate item']);
    for (const child of children) {
      expect(child).toMatchObject({ traceId: INCOMING.traceId, parentSpanId: server.spanId });
    }
  });
});
