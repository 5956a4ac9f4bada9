// OpenTelemetry's `TracerProvider` and `Tracer` for a Worker isolate: each span is sampled by
// the provider's `Sampler`, and a recorded one is handed to its `SpanProcessor` as it starts
// and ends. Code makes spans through `@opentelemetry/api` (`trace.getTracer(...)`); this is
// what answers behind it, registered once per isolate (register.ts).
import {
  context as contextApi,
  isSpanContextValid,
  SpanKind,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import { SamplingDecision, type Sampler } from './isolate-sampler';
import { RecordingSpan } from './span';
import type { SpanProcessor } from './telemetry-exporter';
import { newSpanId, newTraceId } from './trace-context';

export interface TracerConfig {
  sampler: Sampler;
  spanProcessor: SpanProcessor;
}

export class IsolateTracer implements Tracer {
  constructor(private readonly config: TracerConfig) {}

  startSpan(name: string, options: SpanOptions = {}, context = contextApi.active()): Span {
    const parent = options.root ? undefined : trace.getSpanContext(context);
    const parentSpanId = parent && isSpanContextValid(parent) ? parent.spanId : undefined;
    const traceId = parentSpanId && parent ? parent.traceId : newTraceId();
    const kind = options.kind ?? SpanKind.INTERNAL;
    const attributes = options.attributes ?? {};
    const sampleFrom = options.root ? trace.deleteSpan(context) : context;
    const { decision } = this.config.sampler.shouldSample(
      sampleFrom,
      traceId,
      name,
      kind,
      attributes,
      options.links ?? [],
    );
    const sampled = decision === SamplingDecision.RECORD_AND_SAMPLED;
    // A child keeps its parent's `tracestate`, so every call it makes passes the list on.
    const traceState = parentSpanId ? parent?.traceState : undefined;
    const spanContext = {
      traceId,
      spanId: newSpanId(),
      traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
      ...(traceState ? { traceState } : {}),
    };
    // A trace that is not recorded still passes its ids (and flags 00) on.
    if (!sampled) return trace.wrapSpanContext(spanContext);
    const { spanProcessor } = this.config;
    const span = new RecordingSpan(spanContext, name, kind, parentSpanId, (ended) =>
      spanProcessor.onEnd(ended),
    );
    span.setAttributes(attributes);
    spanProcessor.onStart(span, context);
    return span;
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, fn: F): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    options: SpanOptions,
    fn: F,
  ): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    options: SpanOptions,
    context: Context,
    fn: F,
  ): ReturnType<F>;
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    ...args: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
  ): ReturnType<F> {
    const fn = args[args.length - 1] as F;
    const options = args.length > 1 ? (args[0] as SpanOptions) : {};
    const parent = args.length > 2 ? (args[1] as Context) : contextApi.active();
    const span = this.startSpan(name, options, parent);
    return contextApi.with(trace.setSpan(parent, span), () => fn(span)) as ReturnType<F>;
  }
}

/** One tracer for the isolate, whatever name and version it is asked for. */
export class IsolateTracerProvider implements TracerProvider {
  private readonly tracer: IsolateTracer;

  constructor(config: TracerConfig) {
    this.tracer = new IsolateTracer(config);
  }

  getTracer(): Tracer {
    return this.tracer;
  }
}
