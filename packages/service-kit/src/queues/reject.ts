// How a consumer turns away a message that can never succeed (a body it cannot read): straight
// to the queue's dead-letter queue with the reason, rather than through every retry first.
import { DEAD_LETTER_REASON_KEY } from '@repo/contracts/queues';

/** Why a body is not what a consumer reads: its first problem, with the field it is in. */
export function notReadable(
  what: string,
  issue: { path: PropertyKey[]; message: string } | undefined,
): string {
  if (!issue) return `not ${what}`;
  const field = issue.path.map(String).join('.');
  return `not ${what}: ${field ? `${field}: ` : ''}${issue.message}`;
}

/** The body sent to the dead-letter queue: the message's own, with why it was rejected. */
export function rejectedBody(body: unknown, reason: string): Record<string, unknown> {
  const fields =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? body : { body };
  return { ...fields, [DEAD_LETTER_REASON_KEY]: reason };
}

/**
 * Sends `message` to `deadLetters` with `reason` and acknowledges it. If the send fails the
 * message is retried instead, so it is never lost; answers whether it was rejected.
 */
export async function rejectMessage(
  deadLetters: Queue<unknown>,
  message: Message<unknown>,
  reason: string,
): Promise<boolean> {
  try {
    await deadLetters.send(rejectedBody(message.body, reason), { contentType: 'json' });
  } catch (error) {
    console.warn(`Message ${message.id} could not be dead-lettered; it is retried:`, error);
    message.retry();
    return false;
  }
  message.ack();
  return true;
}
