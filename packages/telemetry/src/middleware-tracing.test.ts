// The trace the telemetry middleware keeps of each request: its server span, the trace
// context it continues or starts, and the `traceparent` it answers with.
import { telemetryMessageSchema, type TelemetryMessage } from '@repo/contracts/metrics';
import { TRACEPARENT_HEADER, type SpanEvent } from '@repo/contracts/traces';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTelemetryBuffers } from './deliver';
import { telemetry, type TelemetryOptions, type TelemetryVariables } from './middleware';
import { fakeExecutionContext, fakeQueue, recordingQueue } from './testing/fake-bindings';
import { sampleNewTrace } from './tracing/sampler';
import { parseTraceparent, type SpanContext } from './tracing/trace-context';
import { tracedQueue } from './tracing/traced-bindings';
import type { Tracer } from './tracing/tracer';

// The isolate's rate sampler would make the outcome depend on how many requests came before.
vi.mock('./tracing/sampler', () => ({ sampleNewTrace: vi.fn(() => true) }));

type Bindings = { TELEMETRY?: Queue<TelemetryMessage>; EVENTS?: Queue<unknown> };
type TestEnv = { Bindings: Bindings; Variables: TelemetryVariables };

const INCOMING: SpanContext = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  sampled: true,
};
const INCOMING_HEADER = `00-${INCOMING.traceId}-${INCOMING.spanId}-01`;

/** Bindings whose EVENTS queue records a producer span for each send. */
const traceEvents = (env: Bindings, tracer: Tracer): Bindings =>
  env.EVENTS ? { ...env, EVENTS: tracedQueue(env.EVENTS, tracer, 'EVENTS') } : env;

function buildApp(options: Partial<TelemetryOptions<Bindings>> = {}) {
  const app = new Hono<TestEnv>();
  app.onError((error, c) =>
    c.json({ error: error.message }, error instanceof HTTPException ? error.status : 500),
  );
  app.use(telemetry<Bindings>({ service: 'storage', ...options }));
  app.get('/items/:id', (c) => c.json({ id: c.req.param('id') }, 200));
  app.get('/broken', () => {
    throw new Error('database is down');
  });
  app.get('/refused', () => {
    throw new HTTPException(422, { message: 'not like that' });
  });
  app.post('/items', async (c) => {
    await c.get('tracer').inSpan('validate item', {}, () => Promise.resolve());
    await c.env.EVENTS?.send({ type: 'item.created' });
    return c.body(null, 201);
  });
  return app;
}

/** One request through `app`, with every telemetry message it sent, parsed. */
async function requestOnce(path: string, init: RequestInit = {}, app = buildApp()) {
  const { queue, sent } = fakeQueue();
  const events = recordingQueue();
  const { executionContext, settled } = fakeExecutionContext();
  const bindings = { TELEMETRY: queue, EVENTS: events.queue };
  const response = await app.request(path, init, bindings, executionContext);
  await settled();
  const messages = sent.map((message) => telemetryMessageSchema.parse(message));
  return { response, messages, sentBodies: events.bodies };
}

function spansOf(messages: TelemetryMessage[]): SpanEvent[] {
  return messages.flatMap((message) =>
    message.events.flatMap((event) => (event.kind === 'span' ? [event] : [])),
  );
}

function serverSpanOf(messages: TelemetryMessage[]): SpanEvent {
  const servers = spansOf(messages).filter((span) => span.spanKind === 'server');
  expect(servers).toHaveLength(1);
  const [server] = servers;
  if (!server) throw new Error('no server span was sent');
  return server;
}

function answeredContext(response: Response): SpanContext {
  const context = parseTraceparent(response.headers.get(TRACEPARENT_HEADER));
  if (!context) throw new Error('no valid traceparent in the response');
  return context;
}

beforeEach(() => resetTelemetryBuffers({ flushDelayMs: 0 }));
afterEach(() => vi.mocked(sampleNewTrace).mockClear());

describe('the trace of a request', () => {
  it('continues an incoming trace: same trace id, a new span parented to the caller’s', async () => {
    const { response, messages } = await requestOnce('/items/42', {
      headers: { [TRACEPARENT_HEADER]: INCOMING_HEADER },
    });

    expect(response.status).toBe(200);
    const answered = answeredContext(response);
    expect(answered.traceId).toBe(INCOMING.traceId);
    expect(answered.spanId).not.toBe(INCOMING.spanId);
    expect(answered.sampled).toBe(true);

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
    expect(answered.sampled).toBe(true);
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
    expect(answeredContext(response).sampled).toBe(false);
    expect(spansOf(messages)).toEqual([]);
    expect(messages.flatMap((message) => message.events)).toMatchObject([{ kind: 'request' }]);
    expect(sampleNewTrace).not.toHaveBeenCalled();
  });

  it('records nothing when the isolate’s sampler refuses a new trace', async () => {
    vi.mocked(sampleNewTrace).mockReturnValueOnce(false);
    const { response, messages } = await requestOnce('/items/42');
    expect(answeredContext(response).sampled).toBe(false);
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

describe('traceBindings', () => {
  it('gives handlers bindings whose calls are spans that carry the trace on', async () => {
    const traceBindings = vi.fn(traceEvents);
    const app = buildApp({ traceBindings });
    const { messages, sentBodies } = await requestOnce(
      '/items',
      { method: 'POST', headers: { [TRACEPARENT_HEADER]: INCOMING_HEADER } },
      app,
    );

    expect(traceBindings).toHaveBeenCalledOnce();
    const producer = spansOf(messages).find((span) => span.spanKind === 'producer');
    expect(producer).toMatchObject({
      name: 'send EVENTS',
      traceId: INCOMING.traceId,
      attributes: { 'messaging.destination.name': 'EVENTS', 'messaging.operation.type': 'send' },
    });
    expect(sentBodies).toEqual([
      {
        type: 'item.created',
        traceparent: `00-${INCOMING.traceId}-${producer?.spanId}-01`,
      },
    ]);
  });

  it('leaves the bindings alone without traceBindings', async () => {
    const { messages, sentBodies } = await requestOnce('/items', { method: 'POST' });
    expect(sentBodies).toEqual([{ type: 'item.created' }]);
    expect(spansOf(messages).some((span) => span.spanKind === 'producer')).toBe(false);
  });
});

describe('spans that end after the response', () => {
  it('are still delivered, in the request’s trace', async () => {
    const app = new Hono<TestEnv>();
    app.use(telemetry<Bindings>({ service: 'storage' }));
    app.post('/later', (c) => {
      const tracer = c.get('tracer');
      const afterResponse = new Promise((resolve) => setTimeout(resolve, 5));
      c.executionCtx.waitUntil(
        afterResponse.then(() => tracer.inSpan('publish', {}, () => Promise.resolve())),
      );
      return c.body(null, 202);
    });

    const { response, messages } = await requestOnce('/later', { method: 'POST' }, app);

    const answered = answeredContext(response);
    const late = spansOf(messages).find((span) => span.name === 'publish');
    expect(late).toMatchObject({ traceId: answered.traceId, parentSpanId: answered.spanId });
  });
});

describe('a caller that asks to be recorded at the gateway', () => {
  it('continues its trace but records it only if the sampler agrees', async () => {
    vi.mocked(sampleNewTrace).mockReturnValueOnce(false);
    const app = buildApp({ trustIncomingSampling: false });
    const { response, messages } = await requestOnce(
      '/items/7',
      { headers: { [TRACEPARENT_HEADER]: INCOMING_HEADER } },
      app,
    );
    expect(answeredContext(response)).toMatchObject({ traceId: INCOMING.traceId, sampled: false });
    expect(spansOf(messages)).toEqual([]);
  });

  it('is recorded in its own trace when the sampler agrees', async () => {
    const app = buildApp({ trustIncomingSampling: false });
    const { messages } = await requestOnce(
      '/items/7',
      { headers: { [TRACEPARENT_HEADER]: INCOMING_HEADER } },
      app,
    );
    expect(serverSpanOf(messages)).toMatchObject({
      traceId: INCOMING.traceId,
      parentSpanId: INCOMING.spanId,
    });
  });
});
