// A span as the spans table holds it, parsed on the way out: the database is outside the code.
import { workerIdSchema } from '@repo/contracts/services';
import {
  spanAttributeValueSchema,
  spanIdSchema,
  spanKindSchema,
  spanStatusSchema,
  traceIdSchema,
  type Span,
} from '@repo/contracts/traces';
import * as z from 'zod';

export const STORED_SPAN_COLUMNS = `trace_id, span_id, parent_span_id, service, name, kind,
  start_time, duration_ms, status, attributes`;

const storedSpanSchema = z
  .object({
    trace_id: traceIdSchema,
    span_id: spanIdSchema,
    parent_span_id: spanIdSchema.nullable(),
    service: workerIdSchema,
    name: z.string(),
    kind: spanKindSchema,
    start_time: z.number(),
    duration_ms: z.number(),
    status: spanStatusSchema,
    attributes: z
      .string()
      .transform((text): unknown => JSON.parse(text))
      .pipe(z.record(z.string(), spanAttributeValueSchema)),
  })
  .transform((row) => ({
    traceId: row.trace_id,
    spanId: row.span_id,
    parentSpanId: row.parent_span_id,
    service: row.service,
    name: row.name,
    kind: row.kind,
    /** Epoch milliseconds, as recorded (the API answers ISO 8601, OTLP nanoseconds). */
    startTime: row.start_time,
    durationMs: row.duration_ms,
    status: row.status,
    attributes: row.attributes,
  }));

export type StoredSpan = z.output<typeof storedSpanSchema>;

export const storedSpansSchema = z.array(storedSpanSchema);

/** The span as GET /api/traces/{traceId} answers it. */
export function toSpan(span: StoredSpan): Span {
  return { ...span, startTime: new Date(span.startTime).toISOString() };
}
