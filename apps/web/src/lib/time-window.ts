// The span of time a metrics call asks about.

// A type, not an interface, so it passes as query parameters.
export type TimeWindow = {
  /** ISO date-times. */
  start: string;
  end: string;
};

/** [now − span, now] as ISO date-times. */
export function windowEndingNow(spanMs: number, now: number = Date.now()): TimeWindow {
  return { start: new Date(now - spanMs).toISOString(), end: new Date(now).toISOString() };
}
