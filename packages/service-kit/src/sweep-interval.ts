/** How often the repair work runs by default: storage's sweep and the users reconciliation. */
export const DEFAULT_SWEEP_INTERVAL_SECONDS = 300;

/** The variable that sets it (`SWEEP_INTERVAL_SECONDS`, for tests and local runs). */
export interface SweepSettings {
  SWEEP_INTERVAL_SECONDS?: string;
}

/**
 * The sweep interval in ms: SWEEP_INTERVAL_SECONDS when it is a positive whole number, else
 * DEFAULT_SWEEP_INTERVAL_SECONDS. Within one interval after a restart, repairs are done.
 */
export function sweepIntervalMs(env: SweepSettings): number {
  const seconds = Number(env.SWEEP_INTERVAL_SECONDS);
  const valid = Number.isInteger(seconds) && seconds > 0;
  return (valid ? seconds : DEFAULT_SWEEP_INTERVAL_SECONDS) * 1000;
}
