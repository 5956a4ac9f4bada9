// Reading the running system's traces in e2e tests: the trace an answer names, and a trace
// once its spans have arrived through the telemetry queue.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { traceSchema, type Span } from '@repo/contracts/traces';
import { expect, inject } from 'vitest';

const baseUrl = inject('baseUrl');
const traceEnvelope = successEnvelopeSchema(traceSchema);
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

/** The id of the trace an /api answer names in its `traceparent`. */
export function traceIdOf(response: Response): string {
  const match = TRACEPARENT.exec(response.headers.get('traceparent') ?? '');
  expect(match, `traceparent of ${response.url}`).not.toBeNull();
  return match?.[1] ?? '';
}

export async function spansOf(traceId: string): Promise<Span[]> {
  const response = await fetch(`${baseUrl}/api/traces/${traceId}`);
  if (response.status === 404) return [];
  expect(response.status, await response.clone().text()).toBe(200);
  return traceEnvelope.parse(await response.json()).data.spans;
}

/** The trace once `done` holds of its spans: they arrive through the telemetry queue. */
export async function traceWhen(
  traceId: string,
  done: (spans: Span[]) => boolean,
  timeout = 15_000,
): Promise<Span[]> {
  let spans: Span[] = [];
  await expect
    .poll(
      async () => {
        spans = await spansOf(traceId);
        return done(spans);
      },
      { timeout, interval: 500 },
    )
    .toBe(true);
  return spans;
}
