// A trace as OTLP/JSON, the OpenTelemetry protocol's JSON encoding, which an OTLP/HTTP
// collector (Jaeger, the OpenTelemetry Collector) takes at /v1/traces: ids in hex, enums as
// their numbers and 64-bit integers as decimal strings.
import type { WorkerId } from '@repo/contracts/services';
import {
  TRACESTATE_ATTRIBUTE,
  type SpanAttributeValue,
  type SpanKind,
  type SpanStatus,
} from '@repo/contracts/traces';
import type { StoredSpan } from './stored-span';

/** The instrumentation scope every exported span is recorded under. */
export const OTLP_SCOPE_NAME = 'async-microservices-dashboard';

const OTLP_SPAN_KINDS: Record<SpanKind, number> = {
  internal: 1,
  server: 2,
  client: 3,
  producer: 4,
  consumer: 5,
};

const OTLP_STATUS_CODES: Record<SpanStatus, number> = { unset: 0, ok: 1, error: 2 };

type OtlpAnyValue =
  { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean };

interface OtlpKeyValue {
  key: string;
  value: OtlpAnyValue;
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  /** Absent on a root span. */
  parentSpanId?: string;
  /** The W3C `tracestate` the span received, when it had one. */
  traceState?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: OtlpKeyValue[];
  status: { code: number };
}

export interface OtlpTrace {
  resourceSpans: {
    resource: { attributes: OtlpKeyValue[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

/** Epoch milliseconds as nanoseconds: BigInt, as the product passes 2^53 (to the microsecond). */
function unixNano(ms: number): string {
  return (BigInt(Math.round(ms * 1_000)) * 1_000n).toString();
}

function anyValue(value: SpanAttributeValue): OtlpAnyValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return Number.isSafeInteger(value) ? { intValue: String(value) } : { doubleValue: value };
}

function otlpSpan(span: StoredSpan): OtlpSpan {
  // Recorded as an attribute (the telemetry schema has no field for it), exported where OTLP
  // keeps it; the attribute stays too, for tools that show only attributes.
  const traceState = span.attributes[TRACESTATE_ATTRIBUTE];
  return {
    traceId: span.traceId,
    spanId: span.spanId,
    ...(span.parentSpanId === null ? {} : { parentSpanId: span.parentSpanId }),
    ...(typeof traceState === 'string' ? { traceState } : {}),
    name: span.name,
    kind: OTLP_SPAN_KINDS[span.kind],
    startTimeUnixNano: unixNano(span.startTime),
    endTimeUnixNano: unixNano(span.startTime + span.durationMs),
    attributes: Object.entries(span.attributes).map(([key, value]) => ({
      key,
      value: anyValue(value),
    })),
    status: { code: OTLP_STATUS_CODES[span.status] },
  };
}

/** One resource per service (in the order the services first appear), its spans in order. */
export function toOtlpTrace(spans: readonly StoredSpan[]): OtlpTrace {
  const byService = new Map<WorkerId, OtlpSpan[]>();
  for (const span of spans) {
    const ofService = byService.get(span.service) ?? [];
    ofService.push(otlpSpan(span));
    byService.set(span.service, ofService);
  }
  return {
    resourceSpans: [...byService].map(([service, serviceSpans]) => ({
      resource: { attributes: [{ key: 'service.name', value: { stringValue: service } }] },
      scopeSpans: [{ scope: { name: OTLP_SCOPE_NAME }, spans: serviceSpans }],
    })),
  };
}
