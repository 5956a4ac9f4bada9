// The request's bindings as spans of its trace, spans that end after the response, and a
// caller at the gateway that asks to be recorded.
import { trace } from '@opentelemetry/api';
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { telemetry } from './middleware';
import {
  useFreshTraces,
  traceEvents,
  requestOnce,
  buildApp,
  answeredContext,
  serverSpanOf,
  spansOf,
  INCOMING,
  INCOMING_HEADER,
  type Bindings,
  type TestEnv,
} from './testing/middleware-harness';
import { sampleNewTrace } from './tracing/sampler';
import { isSampled } from './tracing/trace-context';

// The isolate's rate sampler would make the outcome depend on how many requests came before.
vi.mock('./tracing/sampler', () => ({ sampleNewTrace: vi.fn(() => true) }));

useFreshTraces();

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

  it('carries the request’s W3C Baggage on in what the bindings send', async () => {
    const app = buildApp({ traceBindings: traceEvents });
    const baggage = 'lab.session=0af7651916cd43dd8448eb211c80319c,other=kept';
    const { sentBodies } = await requestOnce(
      '/items',
      { method: 'POST', headers: { [TRACEPARENT_HEADER]: INCOMING_HEADER, baggage } },
      app,
    );
    expect(sentBodies).toEqual([expect.objectContaining({ type: 'item.created', baggage })]);
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
      const tracer = trace.getTracer('items');
      const afterResponse = new Promise((resolve) => setTimeout(resolve, 5));
      c.executionCtx.waitUntil(
        afterResponse.then(() => tracer.startActiveSpan('publish', (span) => span.end())),
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
    const answered = answeredContext(response);
    expect(answered.traceId).toBe(INCOMING.traceId);
    expect(isSampled(answered)).toBe(false);
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
