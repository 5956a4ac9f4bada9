// A Hono app behind the telemetry middleware, and what one request through it sent, for the
// middleware's tracing tests. The test files mock `../tracing/sampler` with a `vi.fn`.
import { trace, type SpanContext } from '@opentelemetry/api';
import { telemetryMessageSchema, type TelemetryMessage } from '@repo/contracts/metrics';
import { TRACEPARENT_HEADER, type SpanEvent } from '@repo/contracts/traces';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetTelemetryBuffers } from '../deliver';
import { telemetry, type TelemetryOptions, type TelemetryVariables } from '../middleware';
import { sampleNewTrace } from '../tracing/sampler';
import { parseTraceparent } from '../tracing/trace-context';
import { tracedQueue } from '../tracing/traced-bindings';
import { fakeExecutionContext, fakeQueue, recordingQueue } from './fake-bindings';
import { CALLER } from './trace-harness';

export type Bindings = { TELEMETRY?: Queue<TelemetryMessage>; EVENTS?: Queue<unknown> };
export type TestEnv = { Bindings: Bindings; Variables: TelemetryVariables };

export const INCOMING = CALLER;
export const INCOMING_HEADER = `00-${INCOMING.traceId}-${INCOMING.spanId}-01`;

/** Bindings whose EVENTS queue records a producer span for each send. */
export const traceEvents = (env: Bindings): Bindings =>
  env.EVENTS ? { ...env, EVENTS: tracedQueue(env.EVENTS, 'EVENTS') } : env;

export function buildApp(options: Partial<TelemetryOptions<Bindings>> = {}) {
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
    // A handler's own span, a child of the request's server span.
    await trace.getTracer('items').startActiveSpan('validate item', async (span) => span.end());
    await c.env.EVENTS?.send({ type: 'item.created' });
    return c.body(null, 201);
  });
  return app;
}

/** One request through `app`, with every telemetry message it sent, parsed. */
export async function requestOnce(path: string, init: RequestInit = {}, app = buildApp()) {
  const { queue, sent } = fakeQueue();
  const events = recordingQueue();
  const { executionContext, settled } = fakeExecutionContext();
  const bindings = { TELEMETRY: queue, EVENTS: events.queue };
  const response = await app.request(path, init, bindings, executionContext);
  await settled();
  const messages = sent.map((message) => telemetryMessageSchema.parse(message));
  return { response, messages, sentBodies: events.bodies };
}

export function spansOf(messages: TelemetryMessage[]): SpanEvent[] {
  return messages.flatMap((message) =>
    message.events.flatMap((event) => (event.kind === 'span' ? [event] : [])),
  );
}

export function serverSpanOf(messages: TelemetryMessage[]): SpanEvent {
  const servers = spansOf(messages).filter((span) => span.spanKind === 'server');
  expect(servers).toHaveLength(1);
  const [server] = servers;
  if (!server) throw new Error('no server span was sent');
  return server;
}

export function answeredContext(response: Response): SpanContext {
  const context = parseTraceparent(response.headers.get(TRACEPARENT_HEADER));
  if (!context) throw new Error('no valid traceparent in the response');
  return context;
}

/** Empties the buffers (sent at once) before each test and clears the sampler's calls after. */
export function useFreshTraces(): void {
  beforeEach(() => resetTelemetryBuffers({ flushDelayMs: 0 }));
  afterEach(() => vi.mocked(sampleNewTrace).mockClear());
}
