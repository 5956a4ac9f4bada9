// The unit-of-work helpers every traced call shares: the context a request, message or job
// starts its spans in, and a span around a piece of async work.
import {
  context as contextApi,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Exception,
  type Span,
  type SpanOptions,
} from '@opentelemetry/api';
import type { WorkerId } from '@repo/contracts/services';
import type { SpanEvent } from '@repo/contracts/traces';
import { withSamplingPolicy, type SamplingPolicy } from './isolate-sampler';
import { telemetryTracer } from './register';
import { TelemetrySpanExporter, withExporter } from './telemetry-exporter';

export interface UnitOfWork {
  /** The worker whose spans these are. */
  service: WorkerId;
  /** Where each finished span goes, as a telemetry event. */
  record: (span: SpanEvent) => void;
  sampling?: SamplingPolicy;
}

/**
 * The context a unit of work starts its spans in: `parent` (a caller's extracted trace, or
 * none) with this work's exporter and sampling policy.
 */
export function unitOfWork(work: UnitOfWork, parent: Context = ROOT_CONTEXT): Context {
  const withSpans = withExporter(parent, new TelemetrySpanExporter(work.service, work.record));
  return work.sampling ? withSamplingPolicy(withSpans, work.sampling) : withSpans;
}

/** Marks `span` failed: OpenTelemetry's error status, and the exception recorded if there is one. */
export function failSpan(span: Span, error?: unknown): void {
  if (error !== undefined) span.recordException(error as Exception);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * Runs `work` in a new active span (a child of the active one, or of `parent`'s): failed if it
 * throws (and rethrown), ended either way.
 */
export function inActiveSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
  parent: Context = contextApi.active(),
): Promise<T> {
  return telemetryTracer().startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Adds `attributes` to the active span, if there is one (a lab fault marks what it acted on). */
export function annotateActiveSpan(attributes: Attributes): void {
  trace.getActiveSpan()?.setAttributes(attributes);
}
