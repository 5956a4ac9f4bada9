// Runs a load plan with the request sender and clock it is given: uploads one after another,
// searches on a fixed-rate timer. It counts what was answered and stops at once when aborted.
import { NETWORK_ERROR_DETAIL } from '@/config/constants';
import { MAX_IN_FLIGHT, NOT_SENT_MESSAGE } from './constants';
import { failedOutcome, type LoadOutcome } from './load-outcome';
import { planSize, spacingMs, type LoadPlan } from './load-plan';

/** Sends request `index` (from 0) of a run; it should reject only when `signal` aborts it. */
export type SendRequest = (index: number, signal: AbortSignal) => Promise<LoadOutcome>;

export interface Clock {
  now: () => number;
  /** Calls `callback` after `delayMs`; the answer cancels it. */
  schedule: (callback: () => void, delayMs: number) => () => void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  schedule: (callback, delayMs) => {
    const handle = setTimeout(callback, delayMs);
    return () => clearTimeout(handle);
  },
};

export interface LoadProgress {
  total: number;
  succeeded: number;
  /** Refused, failed or not sent at all. */
  failed: number;
  elapsedMs: number;
  /** The last failure other than the rate limit's. */
  lastError: string | null;
  /** The rate limit's message, kept from the first 429 so it is said once. */
  rateLimitMessage: string | null;
}

export interface LoadSummary extends LoadProgress {
  outcome: 'done' | 'cancelled';
}

export interface RunOptions {
  send: SendRequest;
  signal: AbortSignal;
  onProgress?: (progress: LoadProgress) => void;
  clock?: Clock;
  maxInFlight?: number;
}

/** Requests answered so far, whether they succeeded or not. */
export function doneCount(progress: LoadProgress): number {
  return progress.succeeded + progress.failed;
}

export function initialProgress(plan: LoadPlan): LoadProgress {
  const total = planSize(plan);
  return { total, succeeded: 0, failed: 0, elapsedMs: 0, lastError: null, rateLimitMessage: null };
}

/** Resolves with the summary once every request is answered, or at once when aborted. */
export function runLoad(plan: LoadPlan, options: RunOptions): Promise<LoadSummary> {
  const tally = createTally(plan, options);
  return plan.kind === 'uploads'
    ? runInTurn(plan.count, options, tally)
    : runAtRate(plan.perSecond, planSize(plan), options, tally);
}

type Tally = ReturnType<typeof createTally>;

function createTally(plan: LoadPlan, { onProgress, clock = realClock }: RunOptions) {
  const startedAt = clock.now();
  let progress = initialProgress(plan);
  const update = (change: Partial<LoadProgress>) => {
    progress = { ...progress, ...change, elapsedMs: clock.now() - startedAt };
    onProgress?.(progress);
  };
  return {
    startedAt,
    tick: () => update({}),
    record: (outcome: LoadOutcome) => {
      if (outcome.ok) update({ succeeded: progress.succeeded + 1 });
      else if (outcome.rateLimited) {
        update({
          failed: progress.failed + 1,
          rateLimitMessage: progress.rateLimitMessage ?? outcome.message,
        });
      } else update({ failed: progress.failed + 1, lastError: outcome.message });
    },
    summary: (outcome: LoadSummary['outcome']): LoadSummary => ({
      ...progress,
      elapsedMs: clock.now() - startedAt,
      outcome,
    }),
  };
}

/** Resolves with null when the run is aborted: one listener for the whole run. */
function whenAborted(signal: AbortSignal): Promise<null> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(null);
    else signal.addEventListener('abort', () => resolve(null), { once: true });
  });
}

/** The request's outcome; null once the run is aborted, whatever the request did. */
function settle(
  send: SendRequest,
  index: number,
  signal: AbortSignal,
  aborted: Promise<null>,
): Promise<LoadOutcome | null> {
  const answered = Promise.resolve()
    .then(() => send(index, signal))
    .catch((error: unknown) =>
      failedOutcome(error instanceof Error && error.message ? error.message : NETWORK_ERROR_DETAIL),
    );
  return Promise.race([aborted, answered.then((outcome) => (signal.aborted ? null : outcome))]);
}

async function runInTurn(count: number, { send, signal }: RunOptions, tally: Tally) {
  const aborted = whenAborted(signal);
  for (let index = 0; index < count; index += 1) {
    const outcome = await settle(send, index, signal, aborted);
    if (outcome === null) return tally.summary('cancelled');
    tally.record(outcome);
  }
  return tally.summary('done');
}

function runAtRate(perSecond: number, total: number, options: RunOptions, tally: Tally) {
  const { send, signal, clock = realClock, maxInFlight = MAX_IN_FLIGHT } = options;
  const aborted = whenAborted(signal);
  return new Promise<LoadSummary>((resolve) => {
    let sent = 0;
    let inFlight = 0;
    let cancelNext = () => {};
    const finish = (outcome: LoadSummary['outcome']) => {
      cancelNext();
      signal.removeEventListener('abort', onAbort);
      resolve(tally.summary(outcome));
    };
    const onAbort = () => finish('cancelled');
    const finishIfDone = () => {
      if (sent === total && inFlight === 0) finish('done');
    };

    const sendNext = () => {
      const index = sent;
      sent += 1;
      if (inFlight >= maxInFlight) tally.record(failedOutcome(NOT_SENT_MESSAGE));
      else {
        inFlight += 1;
        void settle(send, index, signal, aborted).then((outcome) => {
          inFlight -= 1;
          if (outcome === null) return;
          tally.record(outcome);
          finishIfDone();
        });
        tally.tick();
      }
      // Each send is timed from the start, so a late timer does not push back the rest.
      if (sent < total) {
        const due = tally.startedAt + sent * spacingMs(perSecond);
        cancelNext = clock.schedule(sendNext, Math.max(0, due - clock.now()));
      }
      finishIfDone();
    };

    if (signal.aborted) return finish('cancelled');
    signal.addEventListener('abort', onAbort, { once: true });
    sendNext();
  });
}
