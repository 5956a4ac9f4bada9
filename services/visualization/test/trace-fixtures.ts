// Spans of hand-made traces, stored through the telemetry consumer's ingest, and reads of the
// traces API, for the trace tests.
import { errorEnvelopeSchema, successEnvelopeSchema } from '@repo/contracts/envelope';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import { traceListSchema, traceSchema, type SpanEvent } from '@repo/contracts/traces';
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { ingestTelemetry } from '../src/observability/lib/telemetry/ingest';

export const TRACES_API = 'https://visualization.test/api/traces';

/** An hour ago, in whole milliseconds: inside the traces' retention. */
export const AT = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;

let serial = 0;
const nextSerial = () => (serial += 1);

/** A trace id no other fixture has: 32 lowercase hex digits. */
export const newTraceId = () => `a${nextSerial().toString(16).padStart(31, '0')}`;

/** A gateway server span of `traceId` at AT, ok, without a parent, unless `fields` say else. */
export function span(traceId: string, fields: Partial<SpanEvent> = {}): SpanEvent {
  return {
    kind: 'span',
    traceId,
    spanId: `b${nextSerial().toString(16).padStart(15, '0')}`,
    service: 'gateway',
    name: 'GET /api/*',
    spanKind: 'server',
    startTime: AT,
    durationMs: 10,
    status: 'ok',
    attributes: {},
    ...fields,
  };
}

/** A telemetry message, with an id no other has, carrying these spans. */
export const spanMessage = (spans: SpanEvent[]): TelemetryMessage => ({
  id: `spans-${nextSerial()}`,
  events: spans,
});

/** Delivers messages as one queue batch to the telemetry consumer's ingest. */
export const ingest = (messages: TelemetryMessage[]) =>
  ingestTelemetry(env.OBSERVABILITY_DB, messages);

export async function clearTraces() {
  await env.OBSERVABILITY_DB.batch([
    env.OBSERVABILITY_DB.prepare('DELETE FROM spans'),
    env.OBSERVABILITY_DB.prepare('DELETE FROM traces'),
  ]);
}

/** `GET /api/traces?{query}`: a 200 whose data is a trace list. */
export async function listTraces(query = '') {
  const response = await SELF.fetch(`${TRACES_API}?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return successEnvelopeSchema(traceListSchema).parse(await response.json()).data.items;
}

/**
 * The ids `GET /api/traces?{query}` lists, newest first, of the traces among `known` only: the
 * requests of the tests are traced too, and their spans may arrive while a test runs.
 */
export async function listedIds(query: string, known: readonly string[]) {
  const items = await listTraces(query);
  return items.map((item) => item.traceId).filter((id) => known.includes(id));
}

/** `GET /api/traces/{traceId}`: a 200 whose data is a trace. */
export async function getTrace(traceId: string) {
  const response = await SELF.fetch(`${TRACES_API}/${traceId}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return successEnvelopeSchema(traceSchema).parse(await response.json()).data;
}

/** The error message of an answer in the envelope. */
export async function errorMessage(response: Response) {
  return errorEnvelopeSchema.parse(await response.json()).error.message;
}
