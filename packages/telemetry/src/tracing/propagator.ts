// OpenTelemetry's `TextMapPropagator` for W3C Trace Context, registered with
// `propagation.setGlobalPropagator`: `propagation.inject` writes a span's `traceparent` and
// `tracestate` into a carrier (request headers, a queue message's body) and
// `propagation.extract` reads them back.
import {
  isSpanContextValid,
  trace,
  type Context,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
} from '@opentelemetry/api';
import { TRACEPARENT_HEADER, TRACESTATE_HEADER } from '@repo/contracts/traces';
import { formatTraceparent, parseTraceparent } from './trace-context';
import { parseTracestate } from './trace-state';

// Several headers of one name are one comma-separated list (RFC 9110); `Headers` joins them
// already, a carrier's array is joined here.
function joined(value: unknown): string | undefined {
  const list = Array.isArray(value) ? (value as unknown[]).join(',') : value;
  return typeof list === 'string' ? list : undefined;
}

export class TraceparentPropagator implements TextMapPropagator {
  inject(context: Context, carrier: unknown, setter: TextMapSetter): void {
    const spanContext = trace.getSpanContext(context);
    if (!spanContext || !isSpanContextValid(spanContext)) return;
    setter.set(carrier, TRACEPARENT_HEADER, formatTraceparent(spanContext));
    const state = spanContext.traceState?.serialize();
    if (state) setter.set(carrier, TRACESTATE_HEADER, state);
  }

  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    const value = getter.get(carrier, TRACEPARENT_HEADER);
    const first: unknown = Array.isArray(value) ? value[0] : value;
    const parent = typeof first === 'string' ? parseTraceparent(first) : undefined;
    // A `tracestate` means nothing without a valid `traceparent`: the spec drops it then.
    if (!parent) return context;
    const traceState = parseTracestate(joined(getter.get(carrier, TRACESTATE_HEADER)));
    return trace.setSpanContext(context, traceState ? { ...parent, traceState } : parent);
  }

  fields(): string[] {
    return [TRACEPARENT_HEADER, TRACESTATE_HEADER];
  }
}

/** Reads a `traceparent` or `tracestate` from fetch `Headers`. */
export const headersGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => {
    const keys: string[] = [];
    headers.forEach((_value, key) => keys.push(key));
    return keys;
  },
};

/** Writes a `traceparent` or `tracestate` into fetch `Headers`, replacing one already there. */
export const headersSetter: TextMapSetter<Headers> = {
  set: (headers, key, value) => headers.set(key, value),
};
