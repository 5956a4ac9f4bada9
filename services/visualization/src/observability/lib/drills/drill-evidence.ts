// Whether a trace a learner found shows the drill's hidden fault (docs/lab.md#drills): one of
// its spans shows what the fault does. A drill's fault names itself nowhere, so the spans are
// judged by what happened to them (status, duration, outcome, attempts), as a learner reads them.
import type { DrillEvidence } from '@repo/contracts/lab-drills';
import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import { isQueueTarget, type FaultType } from '@repo/contracts/lab-faults';
import { findTraceSpans } from '../traces/find-trace';
import type { StoredSpan } from '../traces/stored-span';

/** The outcome a consumer span of the fault's queue ends with when the fault held its message. */
const FAULT_OUTCOMES: Partial<Record<FaultType, string>> = {
  pause: 'paused',
  fail: 'failed',
  crash: 'crashed',
  reorder: 'requeued',
  poison: 'dead-lettered',
};

/** The span is of the fault's target: the service's own, or a send or delivery on the queue. */
function onTarget(span: StoredSpan, fault: RevealedFault): boolean {
  return isQueueTarget(fault.target)
    ? span.attributes['messaging.destination.name'] === fault.target
    : span.service === fault.target;
}

const isConsumer = (span: StoredSpan) => span.kind === 'consumer';
/** A delivery after a first one that was not acknowledged. */
const redelivered = (span: StoredSpan) =>
  isConsumer(span) && Number(span.attributes['messaging.cloudflare.attempts']) >= 2;

/** What each fault does to a span of its target, as the span shows it. */
const SHOWS: Record<FaultType, (span: StoredSpan, value: number) => boolean> = {
  latency: (span, value) => span.kind === 'server' && span.durationMs >= value,
  errors: (span) => span.kind === 'server' && span.status === 'error',
  slow: (span, value) => isConsumer(span) && span.durationMs >= value,
  delay: (span) => span.attributes['messaging.cloudflare.delay_seconds'] !== undefined,
  'send-fail': (span) => span.kind === 'producer' && span.status === 'error',
  // A message handled twice is two deliveries of it in one trace: see deliveredTwice.
  duplicate: () => false,
  pause: () => false,
  fail: () => false,
  // A batch that crashed is delivered again whole: a message the consumer had handled comes
  // back as attempt 2, the sign a learner sees first (a message it had not reached ends
  // 'crashed', but a batch of one has none).
  crash: redelivered,
  reorder: () => false,
  poison: () => false,
};

/** The fault acted on this span, which ran while the drill did. */
export function showsFault(span: StoredSpan, fault: RevealedFault, startedAt: number): boolean {
  if (span.startTime + span.durationMs < startedAt || !onTarget(span, fault)) return false;
  if (SHOWS[fault.type](span, fault.value ?? 0)) return true;
  const outcome = FAULT_OUTCOMES[fault.type];
  return (
    outcome !== undefined &&
    isConsumer(span) &&
    span.attributes['messaging.cloudflare.outcome'] === outcome
  );
}

/** A `duplicate` fault shows as one message handled twice: two deliveries in its trace. */
function deliveredTwice(spans: readonly StoredSpan[], fault: RevealedFault, startedAt: number) {
  const deliveries = spans.filter(
    (span) => isConsumer(span) && span.startTime >= startedAt && onTarget(span, fault),
  );
  return deliveries.length >= 2;
}

/** What the trace `traceId` (from the traces store) says about the drill's fault. */
export async function drillEvidence(
  db: D1Database,
  fault: RevealedFault,
  startedAt: number,
  traceId: string | undefined,
): Promise<DrillEvidence> {
  if (traceId === undefined) return 'none';
  const spans = await findTraceSpans(db, traceId);
  const shown =
    fault.type === 'duplicate'
      ? deliveredTwice(spans, fault, startedAt)
      : spans.some((span) => showsFault(span, fault, startedAt));
  return shown ? 'confirms' : 'unrelated';
}
