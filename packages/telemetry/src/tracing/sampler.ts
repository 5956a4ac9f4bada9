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

/** New traces each isolate records per second for one lab session (or for all without), at most. */
export const TRACES_PER_SECOND = 20;

/** Sessions an isolate keeps a bucket for; past this, the buckets start again full. */
const SESSIONS_KEPT = 1_000;

/**
 * A rate sampler per key: each lab session (docs/lab.md#lab-sessions) has a bucket of its own,
 * so one learner's load never takes the traces another learner's Check reads.
 */
export function createSessionSampler(perSecond: number, now: () => number = Date.now) {
  const buckets = new Map<string, () => boolean>();
  return function sample(session = ''): boolean {
    let bucket = buckets.get(session);
    if (!bucket) {
      if (buckets.size >= SESSIONS_KEPT) buckets.clear();
      bucket = createRateSampler(perSecond, now);
      buckets.set(session, bucket);
    }
    return bucket();
  };
}

/** The isolate's sampler of new traces, by the lab session they are made for ('' for none). */
export const sampleNewTrace = createSessionSampler(TRACES_PER_SECOND);
