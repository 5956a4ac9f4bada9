// What the gateway's own routes use to talk to the services behind it: a JSON request to an
// owner, and the data of the owner's answer in the API envelope.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import type * as z from 'zod';

/** A POST with `body` as JSON. */
export const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The data of an answer in the envelope, parsed with `schema` (the answer stays readable). */
export async function dataOf<T extends z.ZodType>(
  response: Response,
  schema: T,
): Promise<z.output<T>> {
  const body: unknown = await response.clone().json();
  const { data } = successEnvelopeSchema(schema).parse(body) as { data: z.output<T> };
  return data;
}
