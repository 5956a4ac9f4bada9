// Where finished spans go: OpenTelemetry's `SpanProcessor` and `SpanExporter` (the shapes of
// the SDK's interfaces). Each unit of work (a request, a queue message, a job) puts its own
// exporter in its context; the processor hands each span that ends to the exporter of the
// context it started in, which turns it into a telemetry event for the telemetry queue.
import {
  createContextKey,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { LAB_SESSION_HASH_KEY, labSessionHashSchema } from '@repo/contracts/lab-sessions';
import type { WorkerId } from '@repo/contracts/services';
import {
  MAX_ATTRIBUTE_LENGTH,
  TRACESTATE_ATTRIBUTE,
  type SpanEvent,
  type SpanKind as SpanKindName,
  type SpanStatus,
} from '@repo/contracts/traces';
import type { FinishedSpan } from './span';
import { recordedTracestate } from './trace-state';

/** The SDK's `ExportResult`. */
export interface ExportResult {
  code: 0 | 1;
  error?: Error;
}

/** The SDK's `SpanExporter`. */
export interface SpanExporter {
  export(spans: FinishedSpan[], resultCallback: (result: ExportResult) => void): void;
  shutdown(): Promise<void>;
}

/** The SDK's `SpanProcessor`. */
export interface SpanProcessor {
  onStart(span: Span, parentContext: Context): void;
  onEnd(span: FinishedSpan): void;
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

const KIND_NAMES: Record<SpanKind, SpanKindName> = {
  [SpanKind.INTERNAL]: 'internal',
  [SpanKind.SERVER]: 'server',
  [SpanKind.CLIENT]: 'client',
  [SpanKind.PRODUCER]: 'producer',
  [SpanKind.CONSUMER]: 'consumer',
};

const STATUS_NAMES: Record<SpanStatusCode, SpanStatus> = {
  [SpanStatusCode.UNSET]: 'unset',
  [SpanStatusCode.OK]: 'ok',
  [SpanStatusCode.ERROR]: 'error',
};

const MAX_NAME_LENGTH = 200;

/** A finished span as the telemetry event the queue carries (`@repo/contracts/traces`). */
export function toSpanEvent(span: FinishedSpan, service: WorkerId): SpanEvent {
  const { traceId, spanId } = span.spanContext();
  return {
    kind: 'span',
    traceId,
    spanId,
    ...(span.parentSpanId === undefined ? {} : { parentSpanId: span.parentSpanId }),
    service,
    name: span.name.slice(0, MAX_NAME_LENGTH),
    spanKind: KIND_NAMES[span.kind],
    startTime: span.startTime,
    durationMs: span.durationMs,
    status: STATUS_NAMES[span.status.code],
    attributes: span.attributes,
  };
}

/** Hands a unit of work's spans, as telemetry events of `service`, to `record`. */
export class TelemetrySpanExporter implements SpanExporter {
  constructor(
    readonly service: WorkerId,
    private readonly record: (span: SpanEvent) => void,
  ) {}

  export(spans: FinishedSpan[], resultCallback: (result: ExportResult) => void): void {
    for (const span of spans) this.record(toSpanEvent(span, this.service));
    resultCallback({ code: 0 });
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

const EXPORTER_KEY = createContextKey('@repo/telemetry span exporter');

/** The context of a unit of work whose spans go to `exporter`. */
export function withExporter(context: Context, exporter: TelemetrySpanExporter): Context {
  return context.setValue(EXPORTER_KEY, exporter);
}

/** The exporter of the unit of work `context` belongs to, if any. */
export function exporterOf(context: Context): TelemetrySpanExporter | undefined {
  return context.getValue(EXPORTER_KEY) as TelemetrySpanExporter | undefined;
}

const ignore = () => undefined;

/**
 * Records the `tracestate` a span received from its caller (its parent is remote): the server
 * span of a request, the consumer span of a message. Its children carry the same list, so
 * they leave it out rather than store it again.
 */
function recordReceivedTracestate(span: Span, parentContext: Context): void {
  const parent = trace.getSpanContext(parentContext);
  if (!parent?.isRemote || !parent.traceState) return;
  const recorded = recordedTracestate(parent.traceState, MAX_ATTRIBUTE_LENGTH);
  if (recorded) span.setAttribute(TRACESTATE_ATTRIBUTE, recorded);
}

/**
 * Exports each span as it ends, through the exporter of the context it started in. A span
 * started for a lab session (the `lab.session.hash` baggage entry, which the gateway sets)
 * names it under the same key (docs/lab.md#lab-sessions). A span
 * that received a `tracestate` records it (`w3c.tracestate`).
 */
export class UnitOfWorkSpanProcessor implements SpanProcessor {
  private readonly exporters = new WeakMap<object, TelemetrySpanExporter>();

  onStart(span: Span, parentContext: Context): void {
    const exporter = exporterOf(parentContext);
    if (exporter) this.exporters.set(span, exporter);
    const session = propagation.getBaggage(parentContext)?.getEntry(LAB_SESSION_HASH_KEY)?.value;
    if (labSessionHashSchema.safeParse(session).success) {
      span.setAttribute(LAB_SESSION_HASH_KEY, session);
    }
    recordReceivedTracestate(span, parentContext);
  }

  onEnd(span: FinishedSpan): void {
    this.exporters.get(span)?.export([span], ignore);
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
