// Whether a trace a learner found shows the drill's hidden fault (docs/lab.md#drills): one of
// its spans is one the fault acted on.
import type { DrillEvidence } from '@repo/contracts/lab-drills';
import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import { isQueueTarget, LAB_FAULT_KEY, type FaultType } from '@repo/contracts/lab-faults';
import { findTraceSpans } from '../traces/find-trace';
import type { StoredSpan } from '../traces/stored-span';

/**
 * The outcome a consumer span of the fault's queue ends with when the fault held its message,
 * for the faults that act without marking the message itself.
 */
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

/** The fault acted on this span, which ran while the drill did. */
export function showsFault(span: StoredSpan, fault: RevealedFault, startedAt: number): boolean {
  if (span.startTime + span.durationMs < startedAt || !onTarget(span, fault)) return false;
  if (span.attributes[LAB_FAULT_KEY] === fault.type) return true;
  const outcome = FAULT_OUTCOMES[fault.type];
  return (
    outcome !== undefined &&
    span.kind === 'consumer' &&
    span.attributes['messaging.cloudflare.outcome'] === outcome
  );
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
  return spans.some((span) => showsFault(span, fault, startedAt)) ? 'confirms' : 'unrelated';
}
