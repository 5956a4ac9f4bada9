// When a run must stop. Waiting for the API is not running code, so the run's time limit does
// not count the time during which at least one of its api.get calls is waiting for its answer,
// and no more: once the last answer is back, the limit runs on from where it stood. While a
// call waits, the run may last until that call must have its answer; never past the cap. The
// frame keeps one per run (frame-main.ts), and the page another for its backstop
// (sandbox-frame.ts), each on its own clock.

export interface RunLimitSettings {
  /** One call's answer must arrive within this, or the call fails. */
  callTimeoutMs: number;
  /** A little more, for the failed call's answer to arrive. */
  answerMarginMs: number;
  /** No run that waits for the API lasts longer than this (or its own limit, if longer). */
  maxRunMs: number;
}

export interface RunLimit {
  /** When the run must be stopped, on the clock the times are given on. */
  deadline(): number;
  callStarted(call: number, now: number): void;
  /** The call's answer is back (or it was refused): false if it was not waiting. */
  callEnded(call: number, now: number): boolean;
}

export function createRunLimit(
  limitMs: number,
  startedAt: number,
  settings: RunLimitSettings,
): RunLimit {
  const cap = startedAt + Math.max(limitMs, settings.maxRunMs);
  const waiting = new Set<number>();
  /** Of the limit, what the run used before it last started waiting. */
  let used = 0;
  /** When the run last went on running, or began to wait. */
  let since = startedAt;
  let lastCallAt = startedAt;

  function deadline(): number {
    const left = limitMs - used;
    if (waiting.size === 0) return Math.min(cap, since + left);
    const answerDue = lastCallAt + settings.callTimeoutMs + settings.answerMarginMs;
    return Math.min(cap, Math.max(since + left, answerDue));
  }

  function callStarted(call: number, now: number): void {
    if (waiting.size === 0) {
      used += now - since;
      since = now;
    }
    waiting.add(call);
    lastCallAt = now;
  }

  function callEnded(call: number, now: number): boolean {
    if (!waiting.delete(call)) return false;
    if (waiting.size === 0) since = now;
    return true;
  }

  return { deadline, callStarted, callEnded };
}
