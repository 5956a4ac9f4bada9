/** What lets work go on after the response: a request's or a scheduled event's context. */
export type WaitUntil = Pick<ExecutionContext, 'waitUntil'>;

export interface RunWhenDueOptions {
  /** Names the job in the warning logged when a run fails, such as `Sweep`. */
  name: string;
  /** The least time between two runs in one isolate, unless a call gives its own. */
  intervalMs: number;
  /** The time in ms since the epoch; `Date.now` unless a test sets the clock. */
  clock?: () => number;
}

/** Starts a job when it is due (after `intervalMs`, if given); says whether it did. */
export type RunIfDue = (
  ctx: WaitUntil,
  job: (now: number) => Promise<unknown>,
  intervalMs?: number,
) => boolean;

/**
 * A gate for work that a cron does in production and requests start where no cron fires
 * (`wrangler dev`): each call starts `job` in `ctx.waitUntil`, after the response, unless it
 * started less than `intervalMs` ago in this isolate. A failed run is logged with
 * `console.warn` naming the job and never reaches the request; the next due run retries.
 */
export function runWhenDue({ name, intervalMs, clock = Date.now }: RunWhenDueOptions): RunIfDue {
  let lastStartedAt: number | undefined;
  return (ctx, job, interval = intervalMs) => {
    const now = clock();
    if (lastStartedAt !== undefined && now - lastStartedAt < interval) return false;
    lastStartedAt = now;
    ctx.waitUntil(
      Promise.resolve()
        .then(() => job(now))
        .catch((error: unknown) => {
          console.warn(`${name} failed; the next run will retry:`, error);
        }),
    );
    return true;
  };
}
