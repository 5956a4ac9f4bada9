// How one request of a run ended, read from the API's answer: sent and accepted, refused by the
// gateway's rate limit (its own words kept), or failed for a reason the user should see.
import { errorEnvelopeSchema, successEnvelopeSchema } from '@repo/contracts/envelope';
import * as z from 'zod';
import { failureMessage } from '@/lib/api-error';
import { HTTP_TOO_MANY_REQUESTS, UNEXPECTED_ANSWER_DETAIL } from './constants';

export type LoadOutcome = { ok: true } | { ok: false; rateLimited: boolean; message: string };

export const SUCCEEDED: LoadOutcome = { ok: true };

export function failedOutcome(message: string): LoadOutcome {
  return { ok: false, rateLimited: false, message };
}

export interface LoadAnswer {
  status: number;
  /** The parsed body, or undefined when it was not JSON. */
  body: unknown;
  /** The wait a 429 asked for, in whole seconds. */
  retryAfterSeconds: number | undefined;
}

const anySuccessSchema = successEnvelopeSchema(z.unknown());

/**
 * A 2xx answer whose data (bare or in the success envelope) fits `data` succeeded; anything
 * else failed, saying why: the envelope's message first, else '{failure}: {status}'.
 */
export function readLoadAnswer(answer: LoadAnswer, data: z.ZodType, failure: string): LoadOutcome {
  const refused = errorEnvelopeSchema.safeParse(answer.body);
  if (answer.status === HTTP_TOO_MANY_REQUESTS) {
    const message = refused.success
      ? refused.data.error.message
      : failureMessage({ kind: 'rate-limited', retryAfterSeconds: answer.retryAfterSeconds });
    return { ok: false, rateLimited: true, message };
  }
  if (refused.success) return failedOutcome(refused.data.error.message);
  if (answer.status < 200 || answer.status >= 300) {
    return failedOutcome(`${failure}: ${answer.status}`);
  }
  const wrapped = anySuccessSchema.safeParse(answer.body);
  const parsed = data.safeParse(wrapped.success ? wrapped.data.data : answer.body);
  return parsed.success ? SUCCEEDED : failedOutcome(`${failure}: ${UNEXPECTED_ANSWER_DETAIL}`);
}
