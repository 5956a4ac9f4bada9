// A request sender for the runner's tests: answered when the test says, or at once.
import type { LoadOutcome } from './load-outcome';
import type { SendRequest } from './run-load';

export const RATE_LIMITED = {
  ok: false,
  rateLimited: true,
  message: 'Too many searches from this client: try again in 10 s',
} satisfies LoadOutcome;

/** A sender whose requests are answered when the test says, recording when each went out. */
export function controlledSender() {
  const sentAt: number[] = [];
  const signals: AbortSignal[] = [];
  const answers: ((outcome: LoadOutcome) => void)[] = [];
  const send: SendRequest = (_index, signal) => {
    sentAt.push(Date.now());
    signals.push(signal);
    return new Promise((resolve) => answers.push(resolve));
  };
  return { send, sentAt, signals, answers };
}

/** Answers every request at once with the outcome for its index. */
export const answering =
  (outcomeOf: (index: number) => LoadOutcome): SendRequest =>
  (index) =>
    Promise.resolve(outcomeOf(index));
