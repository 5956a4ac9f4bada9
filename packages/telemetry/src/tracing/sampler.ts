/**
 * Decides which new traces are recorded: every one, up to `perSecond` a second per isolate (a
 * token bucket holding one second's worth). A learner's clicks are all traced; a load test
 * records a steady sample instead of flooding the telemetry queue. A trace continued from a
 * caller keeps the caller's decision.
 */
export function createRateSampler(perSecond: number, now: () => number = Date.now) {
  let tokens = perSecond;
  let filledAt = now();
  return function sample(): boolean {
    const at = now();
    tokens = Math.min(perSecond, tokens + ((at - filledAt) / 1000) * perSecond);
    filledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** New traces each isolate records per second, at most. */
export const TRACES_PER_SECOND = 20;

/** The isolate's sampler of new traces. */
export const sampleNewTrace = createRateSampler(TRACES_PER_SECOND);
