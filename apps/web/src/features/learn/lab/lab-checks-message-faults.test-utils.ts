// The fake system for the checks of the message faults (reliable-messaging): the same answers as
// lab-checks.test-utils.ts, plus the faults and spans those faults leave.
import type { Span, TraceSummary } from '@repo/contracts/traces';
import type { LabCheckId } from '../lib/lab-check-ids';
import { LAB_CHECKS, type CheckResult, type LabStart } from './lab-checks';
import { answers, fakeRead, FAULTS, iso, START, type SystemState } from './lab-checks.test-utils';

/** An active fault on file-events, as `GET /api/lab/faults` lists it. */
export function fileEventsFault(type: string, value: number | null = null) {
  return {
    id: `file-events.${type}`,
    target: 'file-events',
    type,
    value,
    durationSeconds: 300,
    createdAt: iso(0),
    expiresAt: iso(300_000),
    scope: 'session',
  };
}

export interface MessageFaultState extends Omit<SystemState, 'faults'> {
  /** Active faults, any type (see fileEventsFault). */
  faults?: unknown[];
  /** More trace lists, by path, beside those SystemState knows. */
  moreLists?: Record<string, TraceSummary[]>;
}

/** The check's answer on the fake system in `state`. */
export function runMessageFaultCheck(
  check: LabCheckId,
  { faults = [], moreLists = {}, ...state }: MessageFaultState,
  start: Partial<LabStart> = {},
): Promise<CheckResult> {
  const table = answers(state);
  table[FAULTS] = { items: faults, access: 'open', unreachable: [] };
  for (const [path, items] of Object.entries(moreLists)) table[path] = { items };
  const { read } = fakeRead(table);
  return LAB_CHECKS[check]({ read, start: { startedAt: START, fileCount: 0, ...start } });
}

/** The span with the lab.fault attribute `fault` added to its attributes. */
export function actedOn(span: Span, fault: string, more: Span['attributes'] = {}): Span {
  return { ...span, attributes: { ...span.attributes, 'lab.fault': fault, ...more } };
}
