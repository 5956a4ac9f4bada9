// How a consumer retries the messages it could not handle: each after its own backoff.

/** The longest wait between two attempts at a failing message. */
export const MAX_RETRY_DELAY_SECONDS = 16;

/** Exponential backoff: 1, 2, 4, 8, 16, 16 … seconds after the 1st, 2nd, 3rd … attempt. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_SECONDS);
}

/** Retries each message of a batch after its own backoff. */
export function retryWithBackoff(messages: readonly Message<unknown>[]): void {
  for (const message of messages) {
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}
