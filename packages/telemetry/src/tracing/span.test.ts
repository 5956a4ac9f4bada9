// What a recorded span keeps: its attributes within the schema's limits, its status and the
// type of the exception it failed with.
import { SpanStatusCode } from '@opentelemetry/api';
import { MAX_ATTRIBUTE_LENGTH, MAX_ATTRIBUTES, spanEventSchema } from '@repo/contracts/traces';
import { describe, expect, it, vi } from 'vitest';
import { only, startWork } from '../testing/trace-harness';
import { failSpan, inActiveSpan } from './active-span';

vi.mock('./sampler', () => ({ sampleNewTrace: vi.fn(() => true) }));

describe('attributes', () => {
  it('cuts a long string to MAX_ATTRIBUTE_LENGTH and keeps numbers and booleans', () => {
    const { tracer, context, spans } = startWork();
    const span = tracer.startSpan('INSERT files', {}, context);
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
    const { root, spans } = startWork({ attributes: { long: 'z'.repeat(1000) } });
    root.end();
    expect(only(spans).attributes['long']).toHaveLength(MAX_ATTRIBUTE_LENGTH);
  });

  it('keeps at most MAX_ATTRIBUTES, the first ones set, and still updates those', () => {
    const { tracer, context, spans } = startWork();
    const span = tracer.startSpan('busy', {}, context);
    for (let n = 0; n < MAX_ATTRIBUTES + 10; n += 1) span.setAttribute(`key.${n}`, n);
    span.setAttribute('key.0', 'updated');
    span.end();

    const { attributes } = spanEventSchema.parse(only(spans));
    expect(Object.keys(attributes)).toHaveLength(MAX_ATTRIBUTES);
    expect(attributes['key.0']).toBe('updated');
    expect(attributes[`key.${MAX_ATTRIBUTES - 1}`]).toBe(MAX_ATTRIBUTES - 1);
    expect(attributes).not.toHaveProperty(`key.${MAX_ATTRIBUTES}`);
  });

  it('leaves out values the schema cannot hold (arrays)', () => {
    const { tracer, context, spans } = startWork();
    tracer.startSpan('list', { attributes: { ids: ['a', 'b'], count: 2 } }, context).end();
    expect(only(spans).attributes).toEqual({ count: 2 });
  });

  it('cuts a name longer than the schema allows', () => {
    const { tracer, context, spans } = startWork();
    tracer.startSpan('n'.repeat(500), {}, context).end();
    expect(spanEventSchema.parse(only(spans)).name).toHaveLength(200);
  });
});

describe('inActiveSpan', () => {
  it('returns what the work returns, in an ended span that did not fail', async () => {
    const { context, spans } = startWork();
    const result = await inActiveSpan('R2 get', {}, () => Promise.resolve(42), context);
    expect(result).toBe(42);
    expect(only(spans)).toMatchObject({ name: 'R2 get', status: 'unset' });
  });

  it('marks the span failed with the error’s type, and rethrows the error', async () => {
    const { context, spans } = startWork();
    const error = new TypeError('D1_ERROR: no such table');
    await expect(
      inActiveSpan('SELECT files', {}, () => Promise.reject(error), context),
    ).rejects.toBe(error);
    expect(only(spans)).toMatchObject({
      status: 'error',
      attributes: { 'error.type': 'TypeError' },
    });
  });

  it('names a thrown value that is not an Error by its type', async () => {
    const { context, spans } = startWork();
    await expect(inActiveSpan('work', {}, () => Promise.reject('timeout'), context)).rejects.toBe(
      'timeout',
    );
    expect(only(spans).attributes).toEqual({ 'error.type': 'string' });
  });

  it('makes its span the active one, so spans started in the work are its children', async () => {
    const { tracer, context, spans } = startWork();
    await inActiveSpan('outer', {}, async () => tracer.startSpan('inner').end(), context);
    expect(spans.map((span) => span.name)).toEqual(['inner', 'outer']);
    expect(spans[0]?.parentSpanId).toBe(spans[1]?.spanId);
  });
});

describe('failing a span', () => {
  it('marks the span an error without naming a type when given no error', () => {
    const { root, spans } = startWork();
    failSpan(root);
    root.end();
    expect(only(spans)).toMatchObject({ status: 'error', attributes: {} });
  });

  it('keeps the status OpenTelemetry code set last', () => {
    const { root, spans } = startWork();
    root.setStatus({ code: SpanStatusCode.OK });
    root.end();
    expect(only(spans).status).toBe('ok');
  });
});
