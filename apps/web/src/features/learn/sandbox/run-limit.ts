// When a run must stop. Its limit counts the time its Worker is busy: waiting for a timer or an
// api.get answer is not running code. The Worker's runtime beats from its own timer while the
// run is on, and a Worker stuck in a loop runs no timer, so the limit counts the silences
// between beats, each past the beat it should have heard (a silence no longer than the beat and
// its slack is a timer's ordinary lateness and counts nothing). Whatever it counts, no run lasts
// past its cap. The frame keeps one per run (frame-main.ts), on its own clock.
//
// A beat is the Worker's word, and the Worker may be the learner's: a forged beat can only hide
// busy time, so at worst it keeps a run to its cap. Each silence is the shorter of the frame's
// and the beats' own stamps (the runtime's clock, taken before learner code ran), so a frame
// too busy to read the beats as they come does not count its own delay against the run.

export interface RunLimitSettings {
  /** How often an honest runtime beats. */
  beatMs: number;
  /** How much later than its time a beat may come and still count as on time. */
  slackMs: number;
}

export type RunLimitReason = 'busy' | 'cap';

export interface RunLimit {
  /** When the run must be stopped unless a beat comes first, on the clock times are given on. */
  deadline(): number;
  /** Why a run stopped at its deadline: it was busy for its limit, or it reached its cap. */
  reason(): RunLimitReason;
  /** A beat heard at `now`, stamped `at` on the Worker's clock: false once the limit is used. */
  beat(now: number, at: number): boolean;
}

export function createRunLimit(
  limitMs: number,
  capMs: number,
  startedAt: number,
  settings: RunLimitSettings,
): RunLimit {
  const capAt = startedAt + Math.max(limitMs, capMs);
  const longestQuiet = settings.beatMs + settings.slackMs;
  /** Of the limit, what the run has used. */
  let used = 0;
  let lastBeat = startedAt;
  let lastStamp: number | undefined;

  /** When the silence since the last beat would use the rest of the limit. */
  function busyUntil(): number {
    return lastBeat + Math.max(longestQuiet, limitMs - used + settings.beatMs);
  }

  function beat(now: number, at: number): boolean {
    const heard = now - lastBeat;
    const silence = lastStamp === undefined ? heard : Math.min(heard, Math.max(0, at - lastStamp));
    if (silence > longestQuiet) used += silence - settings.beatMs;
    lastBeat = now;
    lastStamp = at;
    return used < limitMs;
  }

  return {
    deadline: () => Math.min(capAt, busyUntil()),
    reason: () => (capAt <= busyUntil() ? 'cap' : 'busy'),
    beat,
  };
}
