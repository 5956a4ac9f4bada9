// The isolate's tracer behind `@opentelemetry/api`: which spans it records, in which trace,
// under which parent, and the telemetry event each recorded span becomes.
import { context, SpanKind, trace } from '@opentelemetry/api';
import { spanEventSchema } from '@repo/contracts/traces';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLER, only, startWork, UNSAMPLED_CALLER } from '../testing/trace-harness';
import { sampleNewTrace } from './sampler';
import { isSampled } from './trace-context';

vi.mock('./sampler', () => ({ sampleNewTrace: vi.fn(() => true) }));
const sample = vi.mocked(sampleNewTrace);

beforeEach(() => {
  sample.mockClear();
  sample.mockReturnValue(true);
});

describe('the root span', () => {
  it('joins the parent’s trace as a child of the parent span, keeping its decision', () => {
    const { root, spans } = startWork({ parent: CALLER });
    root.end();

    expect(root.spanContext().traceId).toBe(CALLER.traceId);
    expect(root.spanContext().spanId).not.toBe(CALLER.spanId);
    expect(only(spans)).toMatchObject({
      traceId: CALLER.traceId,
      parentSpanId: CALLER.spanId,
      spanId: root.spanContext().spanId,
    });
    expect(sample).not.toHaveBeenCalled();
  });

  it('records nothing when the parent was not sampled, whatever the sampler says', () => {
    const { root, spans } = startWork({ parent: UNSAMPLED_CALLER });
    root.end();

    expect(root.spanContext().traceId).toBe(CALLER.traceId);
    expect(isSampled(root.spanContext())).toBe(false);
    expect(spans).toEqual([]);
    expect(sample).not.toHaveBeenCalled();
  });

  it('starts a new trace without a parent, recorded when the sampler says so', () => {
    const { root, spans } = startWork();
    root.end();

    expect(sample).toHaveBeenCalledOnce();
    expect(isSampled(root.spanContext())).toBe(true);
    expect(root.spanContext().traceId).not.toBe(CALLER.traceId);
    const span = only(spans);
    expect(span).not.toHaveProperty('parentSpanId');
    expect(span).toMatchObject({
      kind: 'span',
      traceId: root.spanContext().traceId,
      service: 'storage',
      name: 'GET',
      spanKind: 'server',
      status: 'unset',
    });
  });

  it('starts a trace that is not recorded when the sampler refuses', () => {
    sample.mockReturnValue(false);
    const { root, spans } = startWork();
    root.end();
    expect(isSampled(root.spanContext())).toBe(false);
    expect(spans).toEqual([]);
  });

  it('records a span the telemetry schema accepts, timed from start to end', async () => {
    const before = Date.now();
    const { root, spans } = startWork({ attributes: { 'http.request.method': 'GET' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    root.end();

    const span = spanEventSchema.parse(only(spans));
    expect(span.startTime).toBeGreaterThanOrEqual(before);
    expect(span.startTime).toBeLessThanOrEqual(Date.now());
    expect(span.durationMs).toBeGreaterThanOrEqual(15);
    expect(span.attributes).toEqual({ 'http.request.method': 'GET' });
  });

  it('takes its new name from updateName', () => {
    const { root, spans } = startWork();
    root.updateName('GET /api/users/:id');
    root.end();
    expect(only(spans).name).toBe('GET /api/users/:id');
  });

  it('is recorded once, however often it is ended', () => {
    const { root, spans } = startWork();
    root.end();
    root.end();
    expect(spans).toHaveLength(1);
  });

  it('no longer changes once ended, as its event may already be on its way', () => {
    const { root, spans } = startWork();
    root.setAttribute('before', 1);
    root.end();
    root.setAttribute('after', 2);
    expect(only(spans).attributes).toEqual({ before: 1 });
  });
});

describe('child spans', () => {
  it('are children of the active span, in its trace', () => {
    const { tracer, root, context: rootContext, spans } = startWork({ parent: CALLER });
    const child = context.with(rootContext, () =>
      tracer.startSpan('SELECT files', { kind: SpanKind.CLIENT }),
    );
    child.end();
    root.end();

    expect(child.spanContext().traceId).toBe(CALLER.traceId);
    expect(child.spanContext().spanId).not.toBe(root.spanContext().spanId);
    expect(spans[0]).toMatchObject({
      name: 'SELECT files',
      spanKind: 'client',
      traceId: CALLER.traceId,
      spanId: child.spanContext().spanId,
      parentSpanId: root.spanContext().spanId,
    });
  });

  it('are children of the span whose context they start in', () => {
    const { tracer, root, context: rootContext, spans } = startWork();
    const outer = tracer.startSpan('outer', {}, rootContext);
    const inner = tracer.startSpan('inner', {}, trace.setSpan(rootContext, outer));
    inner.end();
    outer.end();

    expect(spans.map((span) => [span.name, span.parentSpanId])).toEqual([
      ['inner', outer.spanContext().spanId],
      ['outer', root.spanContext().spanId],
    ]);
  });

  it('nest under startActiveSpan across awaits', async () => {
    const { tracer, context: rootContext, spans } = startWork();
    await tracer.startActiveSpan('outer', {}, rootContext, async (outer) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      tracer.startActiveSpan('inner', (inner) => inner.end());
      outer.end();
    });
    expect(spans.map((span) => span.name)).toEqual(['inner', 'outer']);
    expect(spans[0]?.parentSpanId).toBe(spans[1]?.spanId);
  });

  it('default to the internal kind', () => {
    const { tracer, context: rootContext, spans } = startWork();
    tracer.startSpan('work', {}, rootContext).end();
    expect(only(spans).spanKind).toBe('internal');
  });
});

describe('a trace that is not recorded', () => {
  it('records none of its spans, but gives each a context in the same trace', async () => {
    const { tracer, root, context: rootContext, spans } = startWork({ parent: UNSAMPLED_CALLER });
    const child = tracer.startSpan('SELECT files', {}, rootContext);
    child.setAttribute('db.namespace', 'STORAGE_DB');
    child.recordException(new Error('down'));
    child.end();
    await tracer.startActiveSpan('R2 put', {}, rootContext, async (span) => span.end());
    root.end();

    expect(spans).toEqual([]);
    const ids = [root.spanContext().spanId, child.spanContext().spanId, CALLER.spanId];
    expect(new Set(ids).size).toBe(3);
    for (const span of [root, child]) {
      expect(span.spanContext().traceId).toBe(CALLER.traceId);
      expect(isSampled(span.spanContext())).toBe(false);
      expect(span.spanContext().spanId).toMatch(/^[0-9a-f]{16}$/);
    }
  });
});
