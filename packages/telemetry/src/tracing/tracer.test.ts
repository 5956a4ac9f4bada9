import {
  MAX_ATTRIBUTE_LENGTH,
  MAX_ATTRIBUTES,
  SPAN_ID_PATTERN,
  spanEventSchema,
  type SpanEvent,
} from '@repo/contracts/traces';
import { describe, expect, it, vi } from 'vitest';
import type { SpanContext } from './trace-context';
import { startTrace, type TraceOptions } from './tracer';

const PARENT: SpanContext = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  sampled: true,
};

/** A trace whose recorded spans are collected in `spans`. */
function trace(options: Partial<TraceOptions> = {}) {
  const spans: SpanEvent[] = [];
  const sample = vi.fn(() => true);
  const tracer = startTrace({
    service: 'storage',
    name: 'GET',
    kind: 'server',
    sample,
    record: (span) => spans.push(span),
    ...options,
  });
  return { tracer, spans, sample };
}

function only(spans: SpanEvent[]): SpanEvent {
  expect(spans).toHaveLength(1);
  const [span] = spans;
  if (!span) throw new Error('no span was recorded');
  return span;
}

describe('the root span', () => {
  it('joins the parent’s trace as a child of the parent span, keeping its decision', () => {
    const { tracer, spans, sample } = trace({ parent: PARENT });
    tracer.root.end();

    expect(tracer.root.context.traceId).toBe(PARENT.traceId);
    expect(tracer.root.context.spanId).not.toBe(PARENT.spanId);
    expect(only(spans)).toMatchObject({
      traceId: PARENT.traceId,
      parentSpanId: PARENT.spanId,
      spanId: tracer.root.context.spanId,
    });
    expect(sample).not.toHaveBeenCalled();
  });

  it('records nothing when the parent was not sampled, whatever the sampler says', () => {
    const { tracer, spans, sample } = trace({ parent: { ...PARENT, sampled: false } });
    tracer.root.end();

    expect(tracer.root.context).toMatchObject({ traceId: PARENT.traceId, sampled: false });
    expect(spans).toEqual([]);
    expect(sample).not.toHaveBeenCalled();
  });

  it('starts a new trace without a parent, recorded when the sampler says so', () => {
    const { tracer, spans, sample } = trace();
    tracer.root.end();

    expect(sample).toHaveBeenCalledOnce();
    expect(tracer.root.context.sampled).toBe(true);
    expect(tracer.root.context.traceId).not.toBe(PARENT.traceId);
    const span = only(spans);
    expect(span).not.toHaveProperty('parentSpanId');
    expect(span).toMatchObject({
      kind: 'span',
      traceId: tracer.root.context.traceId,
      service: 'storage',
      name: 'GET',
      spanKind: 'server',
      status: 'unset',
    });
  });

  it('starts a trace that is not recorded when the sampler refuses', () => {
    const { tracer, spans } = trace({ sample: () => false });
    tracer.root.end();
    expect(tracer.root.context.sampled).toBe(false);
    expect(spans).toEqual([]);
  });

  it('records a span the telemetry schema accepts, timed from start to end', async () => {
    const before = Date.now();
    const { tracer, spans } = trace({ attributes: { 'http.request.method': 'GET' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    tracer.root.end();

    const span = spanEventSchema.parse(only(spans));
    expect(span.startTime).toBeGreaterThanOrEqual(before);
    expect(span.startTime).toBeLessThanOrEqual(Date.now());
    expect(span.durationMs).toBeGreaterThanOrEqual(15);
    expect(span.attributes).toEqual({ 'http.request.method': 'GET' });
  });

  it('takes its new name from updateName', () => {
    const { tracer, spans } = trace();
    tracer.root.updateName('GET /api/users/:id');
    tracer.root.end();
    expect(only(spans).name).toBe('GET /api/users/:id');
  });

  it('is recorded once, however often it is ended', () => {
    const { tracer, spans } = trace();
    tracer.root.end();
    tracer.root.end();
    expect(spans).toHaveLength(1);
  });

  it('no longer changes once ended, as its event may already be on its way', () => {
    const { tracer, spans } = trace();
    tracer.root.setAttribute('before', 1);
    tracer.root.end();
    tracer.root.setAttribute('after', 2);
    expect(only(spans).attributes).toEqual({ before: 1 });
  });
});

describe('child spans', () => {
  it('are children of the root by default, in its trace', () => {
    const { tracer, spans } = trace({ parent: PARENT });
    const child = tracer.startSpan('SELECT files', { kind: 'client' });
    child.end();
    tracer.root.end();

    expect(child.context.traceId).toBe(PARENT.traceId);
    expect(child.context.spanId).not.toBe(tracer.root.context.spanId);
    expect(spans[0]).toMatchObject({
      name: 'SELECT files',
      spanKind: 'client',
      traceId: PARENT.traceId,
      spanId: child.context.spanId,
      parentSpanId: tracer.root.context.spanId,
    });
  });

  it('are children of the span they name as parent', () => {
    const { tracer, spans } = trace();
    const outer = tracer.startSpan('outer');
    const inner = tracer.startSpan('inner', { parent: outer.context });
    inner.end();
    outer.end();

    expect(spans.map((span) => [span.name, span.parentSpanId])).toEqual([
      ['inner', outer.context.spanId],
      ['outer', tracer.root.context.spanId],
    ]);
  });

  it('default to the internal kind', () => {
    const { tracer, spans } = trace();
    tracer.startSpan('work').end();
    expect(only(spans).spanKind).toBe('internal');
  });
});

describe('inSpan', () => {
  it('returns what the work returns, in an ended span that did not fail', async () => {
    const { tracer, spans } = trace();
    const result = await tracer.inSpan('R2 get', { kind: 'client' }, () => Promise.resolve(42));
    expect(result).toBe(42);
    expect(only(spans)).toMatchObject({ name: 'R2 get', spanKind: 'client', status: 'unset' });
  });

  it('marks the span failed with the error’s type, and rethrows the error', async () => {
    const { tracer, spans } = trace();
    const error = new TypeError('D1_ERROR: no such table');
    await expect(tracer.inSpan('SELECT files', {}, () => Promise.reject(error))).rejects.toBe(
      error,
    );
    expect(only(spans)).toMatchObject({
      status: 'error',
      attributes: { 'error.type': 'TypeError' },
    });
  });

  it('names a thrown value that is not an Error by its type', async () => {
    const { tracer, spans } = trace();
    await expect(tracer.inSpan('work', {}, () => Promise.reject('timeout'))).rejects.toBe(
      'timeout',
    );
    expect(only(spans).attributes).toEqual({ 'error.type': 'string' });
  });

  it('hands the work its span, whose context children can name', async () => {
    const { tracer, spans } = trace();
    await tracer.inSpan('outer', {}, async (span) => {
      tracer.startSpan('inner', { parent: span.context }).end();
    });
    expect(spans.map((span) => span.name)).toEqual(['inner', 'outer']);
    expect(spans[0]?.parentSpanId).toBe(spans[1]?.spanId);
  });
});

describe('a trace that is not recorded', () => {
  it('records none of its spans, but gives each a context in the same trace', async () => {
    const { tracer, spans } = trace({ parent: { ...PARENT, sampled: false } });
    const child = tracer.startSpan('SELECT files');
    child.setAttribute('db.namespace', 'STORAGE_DB');
    child.fail(new Error('down'));
    child.end();
    await tracer.inSpan('R2 put', {}, () => Promise.resolve());
    tracer.root.end();

    expect(spans).toEqual([]);
    const ids = [tracer.root.context.spanId, child.context.spanId, PARENT.spanId];
    expect(new Set(ids).size).toBe(3);
    for (const context of [tracer.root.context, child.context]) {
      expect(context).toMatchObject({ traceId: PARENT.traceId, sampled: false });
      expect(context.spanId).toMatch(SPAN_ID_PATTERN);
    }
  });
});

describe('attributes', () => {
  it('cuts a long string to MAX_ATTRIBUTE_LENGTH and keeps numbers and booleans', () => {
    const { tracer, spans } = trace();
    const span = tracer.startSpan('INSERT files');
    span.setAttribute('db.query.text', 'x'.repeat(MAX_ATTRIBUTE_LENGTH + 50));
    span.setAttribute('short', 'y'.repeat(MAX_ATTRIBUTE_LENGTH));
    span.setAttribute('db.response.returned_rows', 3);
    span.setAttribute('retried', false);
    span.end();

    const { attributes } = only(spans);
    expect(attributes['db.query.text']).toBe('x'.repeat(MAX_ATTRIBUTE_LENGTH));
    expect(attributes['short']).toBe('y'.repeat(MAX_ATTRIBUTE_LENGTH));
    expect(attributes['db.response.returned_rows']).toBe(3);
    expect(attributes['retried']).toBe(false);
  });

  it('cuts the attributes given at the start too', () => {
    const { tracer, spans } = trace({ attributes: { long: 'z'.repeat(1000) } });
    tracer.root.end();
    expect(only(spans).attributes['long']).toHaveLength(MAX_ATTRIBUTE_LENGTH);
  });

  it('keeps at most MAX_ATTRIBUTES, the first ones set, and still updates those', () => {
    const { tracer, spans } = trace();
    const span = tracer.startSpan('busy');
    for (let n = 0; n < MAX_ATTRIBUTES + 10; n += 1) span.setAttribute(`key.${n}`, n);
    span.setAttribute('key.0', 'updated');
    span.end();

    const { attributes } = spanEventSchema.parse(only(spans));
    expect(Object.keys(attributes)).toHaveLength(MAX_ATTRIBUTES);
    expect(attributes['key.0']).toBe('updated');
    expect(attributes[`key.${MAX_ATTRIBUTES - 1}`]).toBe(MAX_ATTRIBUTES - 1);
    expect(attributes).not.toHaveProperty(`key.${MAX_ATTRIBUTES}`);
  });

  it('cuts a name longer than the schema allows', () => {
    const { tracer, spans } = trace();
    tracer.startSpan('n'.repeat(500)).end();
    expect(spanEventSchema.parse(only(spans)).name).toHaveLength(200);
  });
});

describe('fail', () => {
  it('marks the span an error without naming a type when given no error', () => {
    const { tracer, spans } = trace();
    tracer.root.fail();
    tracer.root.end();
    expect(only(spans)).toMatchObject({ status: 'error', attributes: {} });
  });
});
