// What the checks of the reliable-messaging exercises look for in traces: the users consumer's
// deliveries of file events, the outcome a message fault gave one, and the traces of uploads.
import type { Span, TraceSummary } from '@repo/contracts/traces';
import {
  findInConsumerTraces,
  LAB_FAULT_ATTRIBUTE,
  OUTCOME_ATTRIBUTE,
  PROCESS_FILE_EVENT,
  since,
  type LabCheckContext,
} from './lab-check-kit';
import { tracesSince } from './read-lab-api';

/** The gateway's root span of an upload. */
export const UPLOAD_ROOT = 'POST /api/storage/upload';

/** The users consumer's deliveries of a file event in one trace. */
export function consumerDeliveries(spans: readonly Span[]): Span[] {
  return spans.filter((span) => span.name === PROCESS_FILE_EVENT && span.service === 'users');
}

/** The traces since the start that hold a delivery to the users consumer, newest first. */
export function consumerTracesSince({ read, start }: LabCheckContext): Promise<TraceSummary[]> {
  return tracesSince(read, { service: 'users', operation: PROCESS_FILE_EVENT }, since(start));
}

/** Whether a delivery since the start ended `outcome` with the message fault `fault` on it. */
export async function faultOutcomeSince(
  { read, start }: LabCheckContext,
  outcome: string,
  fault: string,
): Promise<boolean> {
  const found = await findInConsumerTraces(read, start, (spans) =>
    spans.some(
      (span) =>
        span.attributes[OUTCOME_ATTRIBUTE] === outcome &&
        span.attributes[LAB_FAULT_ATTRIBUTE] === fault,
    )
      ? true
      : undefined,
  );
  return found !== undefined;
}
