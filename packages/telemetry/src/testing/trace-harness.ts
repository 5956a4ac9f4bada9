// A unit of work whose recorded spans are kept in a list, for the tracing tests. The test
// file mocks `../tracing/sampler` (or `./sampler`) to decide what a new trace does.
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  trace,
  TraceFlags,
  type Attributes,
  type SpanContext,
} from '@opentelemetry/api';
import type { WorkerId } from '@repo/contracts/services';
import type { SpanEvent } from '@repo/contracts/traces';
import { expect } from 'vitest';
import { unitOfWork } from '../tracing/active-span';
import { headersGetter } from '../tracing/propagator';
import { registerTracing, telemetryTracer } from '../tracing/register';

/** A caller's span, as a `traceparent` names it. */
export const CALLER: SpanContext = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  spanId: '00f067aa0ba902b7',
  traceFlags: TraceFlags.SAMPLED,
  isRemote: true,
};

export const UNSAMPLED_CALLER: SpanContext = { ...CALLER, traceFlags: TraceFlags.NONE };

export interface TraceOptions {
  service?: WorkerId;
  parent?: SpanContext;
  attributes?: Attributes;
}

/** A root span (`GET`, server) in a unit of work of its own, and the spans it records. */
export function startWork(options: TraceOptions = {}) {
  const spans: SpanEvent[] = [];
  const tracer = telemetryTracer();
  const caller = options.parent ? trace.setSpanContext(ROOT_CONTEXT, options.parent) : ROOT_CONTEXT;
  const work = unitOfWork(
    { service: options.service ?? 'storage', record: (span) => spans.push(span) },
    caller,
  );
  const root = tracer.startSpan(
    'GET',
    { kind: SpanKind.SERVER, ...(options.attributes ? { attributes: options.attributes } : {}) },
    work,
  );
  return { tracer, root, context: trace.setSpan(work, root), spans };
}

export function only(spans: SpanEvent[]): SpanEvent {
  expect(spans).toHaveLength(1);
  const [span] = spans;
  if (!span) throw new Error('no span was recorded');
  return span;
}

/**
 * Runs `work` in the trace a request's headers carry (`traceparent`, `tracestate`), as a
 * handler's calls run behind the telemetry middleware.
 */
export function inCallerTrace<T>(headers: HeadersInit, work: () => T): T {
  registerTracing();
  const caller = propagation.extract(ROOT_CONTEXT, new Headers(headers), headersGetter);
  return context.with(caller, work);
}
