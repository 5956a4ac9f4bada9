import type { Context } from 'hono';
import type { ContentfulStatusCode, SuccessStatusCode } from 'hono/utils/http-status';

/** A success status that carries a body (not 204 or 205). */
export type SuccessBodyStatus = Extract<SuccessStatusCode, ContentfulStatusCode>;

const answer = <T, S extends SuccessBodyStatus>(c: Context, data: T, status: S) =>
  c.json({ success: true as const, data }, status);

type Answer<T, S extends SuccessBodyStatus> = ReturnType<typeof answer<T, S>>;

/**
 * Answers with `data` in the success half of the API envelope, `{ success: true, data }`
 * (`successEnvelopeSchema` in `@repo/contracts/envelope`), with the status written out:
 * 200 unless another is given. Failures answer through `createApp`'s error handler.
 */
export function ok<T>(c: Context, data: T): Answer<T, 200>;
export function ok<T, S extends SuccessBodyStatus>(c: Context, data: T, status: S): Answer<T, S>;
export function ok<T>(c: Context, data: T, status: SuccessBodyStatus = 200) {
  return answer(c, data, status);
}
