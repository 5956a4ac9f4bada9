// The registered propagator and context manager, through `@opentelemetry/api` as call sites
// use them: `traceparent` into and out of headers and message bodies, and the active context
// across awaits.
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { CALLER } from '../testing/trace-harness';
import { headersGetter, headersSetter } from './propagator';
import { registerTracing } from './register';
import { parseTracestate } from './trace-state';

registerTracing();

const HEADER = `00-${CALLER.traceId}-${CALLER.spanId}-01`;

describe('propagation', () => {
  it('reads a traceparent header into a remote parent', () => {
    const headers = new Headers({ traceparent: HEADER });
    const extracted = propagation.extract(ROOT_CONTEXT, headers, headersGetter);
    expect(trace.getSpanContext(extracted)).toEqual(CALLER);
  });

  it('reads a message body’s traceparent field with the default getter', () => {
    const extracted = propagation.extract(ROOT_CONTEXT, { id: 'e1', traceparent: HEADER });
    expect(trace.getSpanContext(extracted)).toEqual(CALLER);
  });

  it('leaves the context alone for a missing, malformed or non-string traceparent', () => {
    for (const carrier of [{}, { traceparent: 'nonsense' }, { traceparent: 7 }]) {
      expect(propagation.extract(ROOT_CONTEXT, carrier)).toBe(ROOT_CONTEXT);
    }
  });

  it('writes the span’s traceparent, replacing one already in the headers', () => {
    const headers = new Headers({ traceparent: `00-${'f'.repeat(32)}-${'e'.repeat(16)}-01` });
    const unsampled = { ...CALLER, traceFlags: TraceFlags.NONE };
    propagation.inject(trace.setSpanContext(ROOT_CONTEXT, unsampled), headers, headersSetter);
    expect(headers.get('traceparent')).toBe(`00-${CALLER.traceId}-${CALLER.spanId}-00`);
  });

  it('writes nothing without a span or baggage, and names the fields of both standards', () => {
    const carrier: Record<string, string> = {};
    propagation.inject(ROOT_CONTEXT, carrier);
    expect(carrier).toEqual({});
    expect(propagation.fields()).toEqual(['traceparent', 'tracestate', 'baggage']);
  });
});

describe('tracestate propagation', () => {
  const extractFrom = (carrier: Headers | Record<string, unknown>) =>
    trace.getSpanContext(
      carrier instanceof Headers
        ? propagation.extract(ROOT_CONTEXT, carrier, headersGetter)
        : propagation.extract(ROOT_CONTEXT, carrier),
    );

  it('reads the tracestate beside a valid traceparent into the remote parent', () => {
    const parent = extractFrom(new Headers({ traceparent: HEADER, tracestate: 'foo=1,bar=2' }));
    expect(parent).toMatchObject({ traceId: CALLER.traceId, spanId: CALLER.spanId });
    expect(parent?.traceState?.serialize()).toBe('foo=1,bar=2');
  });

  it('joins several tracestate headers in order', () => {
    const headers = new Headers([
      ['traceparent', HEADER],
      ['tracestate', 'foo=1,bar=2'],
      ['tracestate', ''],
      ['tracestate', 'baz=3'],
    ]);
    expect(extractFrom(headers)?.traceState?.serialize()).toBe('foo=1,bar=2,baz=3');
  });

  it('reads a message body’s tracestate field, or a list of them', () => {
    expect(extractFrom({ traceparent: HEADER, tracestate: 'foo=1' })?.traceState?.get('foo')).toBe(
      '1',
    );
    const listed = extractFrom({ traceparent: HEADER, tracestate: ['foo=1', 'bar=2'] });
    expect(listed?.traceState?.serialize()).toBe('foo=1,bar=2');
  });

  it('drops a tracestate without a valid traceparent, or one that breaks the format', () => {
    expect(extractFrom(new Headers({ tracestate: 'foo=1' }))).toBeUndefined();
    const refused = new Headers({ traceparent: `ff-${HEADER.slice(3)}`, tracestate: 'foo=1' });
    expect(extractFrom(refused)).toBeUndefined();
    const invalid = extractFrom(new Headers({ traceparent: HEADER, tracestate: 'FOO=1' }));
    expect(invalid).toEqual(CALLER);
  });

  it('writes the span’s tracestate beside its traceparent, and none when it has none', () => {
    const traceState = parseTracestate('foo=1');
    if (!traceState) throw new Error('foo=1 is a valid tracestate');
    const carrier: Record<string, string> = {};
    propagation.inject(trace.setSpanContext(ROOT_CONTEXT, { ...CALLER, traceState }), carrier);
    expect(carrier).toEqual({ traceparent: HEADER, tracestate: 'foo=1' });
    const bare: Record<string, string> = {};
    propagation.inject(trace.setSpanContext(ROOT_CONTEXT, CALLER), bare);
    expect(bare).toEqual({ traceparent: HEADER });
  });
});

describe('the active context', () => {
  it('stays the one `with` set across awaits, and is restored after', async () => {
    const withCaller = trace.setSpanContext(ROOT_CONTEXT, CALLER);
    const seen = await context.with(withCaller, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return trace.getSpanContext(context.active());
    });
    expect(seen).toEqual(CALLER);
    expect(context.active()).toBe(ROOT_CONTEXT);
  });

  it('is carried into a bound function called later', () => {
    const withCaller = trace.setSpanContext(ROOT_CONTEXT, CALLER);
    const later = context.bind(withCaller, () => trace.getSpanContext(context.active()));
    expect(later()).toEqual(CALLER);
  });
});
