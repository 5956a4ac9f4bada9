// Spans of one unit of work (a request, a queue batch, a scheduled run): its root span and
// the children it starts, handed to `record` as telemetry events as each one ends.
import type { WorkerId } from '@repo/contracts/services';
import {
  MAX_ATTRIBUTE_LENGTH,
  MAX_ATTRIBUTES,
  type SpanAttributes,
  type SpanAttributeValue,
  type SpanEvent,
  type SpanKind,
  type SpanStatus,
} from '@repo/contracts/traces';
import { newSpanId, newTraceId, type SpanContext } from './trace-context';

export interface Span {
  readonly context: SpanContext;
  setAttribute(key: string, value: SpanAttributeValue): void;
  /** Renames the span, as a server span learns its route only once routed. */
  updateName(name: string): void;
  /** Marks the span failed, naming the error's type (OpenTelemetry's `error.type`). */
  fail(error?: unknown): void;
  /** Ends the span and records it; later calls do nothing. */
  end(): void;
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: SpanAttributes;
  /** Defaults to the root span of the tracer. */
  parent?: SpanContext;
}

export interface Tracer {
  readonly service: WorkerId;
  /** The span of the whole unit of work. */
  readonly root: Span;
  startSpan(name: string, options?: SpanOptions): Span;
  /** Runs `work` in a child span, failed if it throws (and rethrown), ended either way. */
  inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T>;
}

export interface TraceOptions {
  service: WorkerId;
  name: string;
  kind: SpanKind;
  attributes?: SpanAttributes;
  /** The caller's span: the root joins its trace, and keeps its sampling decision. */
  parent?: SpanContext | undefined;
  /** Whether a new trace is recorded. */
  sample: () => boolean;
  record: (span: SpanEvent) => void;
}

function cut(value: SpanAttributeValue): SpanAttributeValue {
  return typeof value === 'string' && value.length > MAX_ATTRIBUTE_LENGTH
    ? value.slice(0, MAX_ATTRIBUTE_LENGTH)
    : value;
}

function errorType(error: unknown): string {
  if (error instanceof Error) return error.name || 'Error';
  return typeof error;
}

/** Starts the root span of a unit of work and answers the tracer its children start from. */
export function startTrace(options: TraceOptions): Tracer {
  const { service, record, parent } = options;
  const traceId = parent?.traceId ?? newTraceId();
  const sampled = parent ? parent.sampled : options.sample();

  function startSpan(
    initialName: string,
    spanOptions: SpanOptions,
    parentId: string | undefined,
  ): Span {
    let name = initialName;
    const context: SpanContext = { traceId, spanId: newSpanId(), sampled };
    const attributes: SpanAttributes = {};
    const startTime = Date.now();
    const started = performance.now();
    let status: SpanStatus = 'unset';
    let ended = false;
    const span: Span = {
      context,
      setAttribute(key, value) {
        // An ended span's event may already be in the buffer: it no longer changes.
        if (!sampled || ended) return;
        if (Object.hasOwn(attributes, key) || Object.keys(attributes).length < MAX_ATTRIBUTES) {
          attributes[key] = cut(value);
        }
      },
      updateName(newName) {
        name = newName;
      },
      fail(error) {
        status = 'error';
        if (error !== undefined) span.setAttribute('error.type', errorType(error));
      },
      end() {
        if (ended) return;
        ended = true;
        if (!sampled) return;
        record({
          kind: 'span',
          traceId,
          spanId: context.spanId,
          ...(parentId === undefined ? {} : { parentSpanId: parentId }),
          service,
          name: name.slice(0, 200),
          spanKind: spanOptions.kind ?? 'internal',
          startTime,
          durationMs: Math.max(0, performance.now() - started),
          status,
          attributes,
        });
      },
    };
    for (const [key, value] of Object.entries(spanOptions.attributes ?? {})) {
      span.setAttribute(key, value);
    }
    return span;
  }

  const root = startSpan(
    options.name,
    { kind: options.kind, ...(options.attributes ? { attributes: options.attributes } : {}) },
    parent?.spanId,
  );
  const startChild = (name: string, spanOptions: SpanOptions = {}) =>
    startSpan(name, spanOptions, (spanOptions.parent ?? root.context).spanId);
  return {
    service,
    root,
    startSpan: startChild,
    async inSpan(name, spanOptions, work) {
      const span = startChild(name, spanOptions);
      try {
        return await work(span);
      } catch (error) {
        span.fail(error);
        throw error;
      } finally {
        span.end();
      }
    },
  };
}
