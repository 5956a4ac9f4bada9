// A session's id, the credential, and its hash, the name it is known by everywhere else.
import { labSessionHashSchema } from '@repo/contracts/lab-sessions';
import * as z from 'zod';

/** 128 random bits, as 32 lower-case hexadecimal digits: unguessable. */
export const labSessionIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'A lab session id is 32 lower-case hexadecimal digits');

export type LabSessionId = z.infer<typeof labSessionIdSchema>;

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A new session id from the platform's random source. */
export function newLabSessionId(): LabSessionId {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * What a session is known by wherever it is kept or carried (the users table, baggage, a fault,
 * a trace): the first 128 bits of the SHA-256 of its id, in hexadecimal. The id itself, which
 * acts for the session, is never stored, carried past the gateway or shown to anyone else.
 */
export async function labSessionHash(id: LabSessionId): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  return labSessionHashSchema.parse(hex(new Uint8Array(digest).slice(0, 16)));
}
