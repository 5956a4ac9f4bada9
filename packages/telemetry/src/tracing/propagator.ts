// OpenTelemetry's `TextMapPropagator` for W3C Trace Context, registered with
// `propagation.setGlobalPropagator`: `propagation.inject` writes a span's `traceparent` into a
// carrier (request headers, a queue message's body) and `propagation.extract` reads it back.
import {
  isSpanContextValid,
  trace,
  type Context,
  type TextMapGetter,
  type TextMapPropagator,
  type TextMapSetter,
} from '@opentelemetry/api';
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import { formatTraceparent, parseTraceparent } from './trace-context';

export class TraceparentPropagator implements TextMapPropagator {
  inject(context: Context, carrier: unknown, setter: TextMapSetter): void {
    const spanContext = trace.getSpanContext(context);
    if (!spanContext || !isSpanContextValid(spanContext)) return;
    setter.set(carrier, TRACEPARENT_HEADER, formatTraceparent(spanContext));
  }

  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    const value = getter.get(carrier, TRACEPARENT_HEADER);
    const first: unknown = Array.isArray(value) ? value[0] : value;
    const parent = typeof first === 'string' ? parseTraceparent(first) : undefined;
    return parent ? trace.setSpanContext(context, parent) : context;
  }

  fields(): string[] {
    return [TRACEPARENT_HEADER];
  }
}

/** Reads a `traceparent` from fetch `Headers`. */
export const headersGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => {
    const keys: string[] = [];
    headers.forEach((_value, key) => keys.push(key));
    return keys;
  },
};

/** Writes a `traceparent` into fetch `Headers`, replacing one already there. */
export const headersSetter: TextMapSetter<Headers> = {
  set: (headers, key, value) => headers.set(key, value),
};
