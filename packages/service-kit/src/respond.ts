import type { Context } from 'hono';
import type { ContentfulStatusCode, SuccessStatusCode } from 'hono/utils/http-status';

/** A success status that carries a body (not 204 or 205). */
export type SuccessBodyStatus = Extract<SuccessStatusCode, ContentfulStatusCode>;

/**
 * Answers with `data` in the success half of the API envelope, `{ success: true, data }`
 * (`successEnvelopeSchema` in `@repo/contracts/envelope`), with the status written out:
 * 200 unless another is given. Failures answer through `createApp`'s error handler.
 */
export function ok<T, S extends SuccessBodyStatus = 200>(c: Context, data: T, status?: S) {
  return c.json({ success: true as const, data }, status ?? 200);
}
