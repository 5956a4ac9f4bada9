// How long anything of a session outlives it (docs/lab.md#retention). A session lasts
// LAB_SESSION_HOURS from when it was made, so whatever a session made (a fault, a drill, a dead
// letter, a trace) longer ago than that belongs to a session that has ended: each service that
// keeps such things removes them by that rule in its own periodic run, with no call between
// services. Nothing of a session outlives it by more than LAB_SESSION_HOURS.
import { LAB_SESSION_HOURS } from '@repo/contracts/lab-sessions';

const HOUR_MS = 3_600_000;

/** What a session made before this moment (epoch ms) is of a session that has ended. */
export function endedSessionsBefore(now: number): number {
  return now - LAB_SESSION_HOURS * HOUR_MS;
}
