// Distributed traces (docs/lab.md#traces): the spans every worker records, as they travel in
// telemetry messages, and what the traces API (in the visualization service, under
// /api/traces) answers.
import * as z from 'zod';
import { workerIdSchema } from './services';

/** OpenTelemetry's span kinds, in its own words. */
export const SPAN_KINDS = ['server', 'client', 'producer', 'consumer', 'internal'] as const;
export const spanKindSchema = z.enum(SPAN_KINDS);
export type SpanKind = z.infer<typeof spanKindSchema>;

/** OpenTelemetry's span status codes: `error` when the work failed, else `ok` or `unset`. */
export const SPAN_STATUSES = ['unset', 'ok', 'error'] as const;
export const spanStatusSchema = z.enum(SPAN_STATUSES);
export type SpanStatus = z.infer<typeof spanStatusSchema>;

export const TRACE_ID_PATTERN = /^[0-9a-f]{32}$/;
export const SPAN_ID_PATTERN = /^[0-9a-f]{16}$/;
export const traceIdSchema = z
  .string()
  .regex(TRACE_ID_PATTERN, 'a trace id is 32 lowercase hex digits');
export const spanIdSchema = z
  .string()
  .regex(SPAN_ID_PATTERN, 'a span id is 16 lowercase hex digits');

/** The longest attribute value a span keeps (a SQL statement is cut to it). */
export const MAX_ATTRIBUTE_LENGTH = 300;
export const MAX_ATTRIBUTES = 24;

export const spanAttributeValueSchema = z.union([
  z.string().max(MAX_ATTRIBUTE_LENGTH),
  z.number(),
  z.boolean(),
]);
export type SpanAttributeValue = z.infer<typeof spanAttributeValueSchema>;
export type SpanAttributes = Record<string, SpanAttributeValue>;

const spanAttributesSchema = z
  .record(z.string().min(1).max(100), spanAttributeValueSchema)
  .refine((attributes) => Object.keys(attributes).length <= MAX_ATTRIBUTES, {
    message: `a span has at most ${MAX_ATTRIBUTES} attributes`,
  });

/** One finished span, as a telemetry event. Times are epoch milliseconds. */
export const spanEventSchema = z.object({
  kind: z.literal('span'),
  traceId: traceIdSchema,
  spanId: spanIdSchema,
  /** Absent on a trace's root span. */
  parentSpanId: spanIdSchema.optional(),
  service: workerIdSchema,
  name: z.string().min(1).max(200),
  spanKind: spanKindSchema,
  startTime: z.number().nonnegative(),
  durationMs: z.number().nonnegative().max(3_600_000),
  status: spanStatusSchema,
  attributes: spanAttributesSchema,
});
export type SpanEvent = z.infer<typeof spanEventSchema>;

// ---- Responses (each inside the envelope's `data`) ----

/** How a whole trace ended: `error` when any of its spans did. */
export const traceStatusSchema = z.enum(['ok', 'error']);
export type TraceStatus = z.infer<typeof traceStatusSchema>;

/** GET /api/traces: recent traces, newest first. */
export const traceSummarySchema = z.object({
  traceId: traceIdSchema,
  /** The root span's name, or the earliest span's while the root has not arrived. */
  rootName: z.string(),
  /** The workers the trace passed through, in the order they first appear. */
  services: z.array(workerIdSchema),
  durationMs: z.number().nonnegative(),
  status: traceStatusSchema,
  /** ISO 8601. */
  startTime: z.iso.datetime(),
});
export type TraceSummary = z.infer<typeof traceSummarySchema>;

export const traceListSchema = z.object({ items: z.array(traceSummarySchema) });
export type TraceList = z.infer<typeof traceListSchema>;

/** The query of GET /api/traces. */
export const TRACE_LIST_DEFAULT_LIMIT = 20;
/**
 * Whose traces `GET /api/traces` lists: those of the caller's lab session (the default, for a
 * caller with one) or everyone's (`all`; a caller without a session always gets everyone's).
 */
export const TRACE_LIST_SCOPES = ['session', 'all'] as const;
export type TraceListScope = (typeof TRACE_LIST_SCOPES)[number];

export const TRACE_LIST_MAX_LIMIT = 100;

/** One span of GET /api/traces/{traceId}. */
export const spanSchema = z.object({
  traceId: traceIdSchema,
  spanId: spanIdSchema,
  parentSpanId: spanIdSchema.nullable(),
  service: workerIdSchema,
  name: z.string(),
  kind: spanKindSchema,
  /** ISO 8601. */
  startTime: z.iso.datetime(),
  durationMs: z.number().nonnegative(),
  status: spanStatusSchema,
  attributes: z.record(z.string(), spanAttributeValueSchema),
});
export type Span = z.infer<typeof spanSchema>;

/** GET /api/traces/{traceId}: every span, earliest first. */
export const traceSchema = z.object({ traceId: traceIdSchema, spans: z.array(spanSchema) });
export type Trace = z.infer<typeof traceSchema>;

/** The response header that names the trace of every /api answer (W3C Trace Context). */
export const TRACEPARENT_HEADER = 'traceparent';

/**
 * The W3C `tracestate` header (and message-body field) that travels beside `traceparent`: the
 * vendors' opaque list, passed on unchanged and never trusted for identity.
 */
export const TRACESTATE_HEADER = 'tracestate';
/** The longest `tracestate` passed on: the 512 characters the spec asks every vendor to keep. */
export const TRACESTATE_MAX_LENGTH = 512;
/**
 * The attribute of the span that received a `tracestate` (a server or consumer span), cut to
 * whole members within `MAX_ATTRIBUTE_LENGTH`.
 */
export const TRACESTATE_ATTRIBUTE = 'w3c.tracestate';
