// The registered propagator and context manager, through `@opentelemetry/api` as call sites
// use them: `traceparent` into and out of headers and message bodies, and the active context
// across awaits.
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { CALLER } from '../testing/trace-harness';
import { headersGetter, headersSetter } from './propagator';
import { registerTracing } from './register';

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
    expect(propagation.fields()).toEqual(['traceparent', 'baggage']);
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
