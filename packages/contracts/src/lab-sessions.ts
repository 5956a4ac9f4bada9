// A learner's lab session (docs/lab.md#lab-sessions): made by `POST /api/lab/sessions`, kept by
// the browser, and sent on every API call as the W3C Baggage entry `lab.session`, which the
// gateway, every service binding and every queue message carry on.
import * as z from 'zod';
import { userIdSchema } from './users';

/** Where a browser gets its session. */
export const LAB_SESSIONS_PATH = '/api/lab/sessions';

/** How long a session lasts: a class's day, with room to spare. */
export const LAB_SESSION_HOURS = 12;

/** The baggage entry that names the session; every other entry passes through unused. */
export const LAB_SESSION_KEY = 'lab.session';

/** 128 random bits, as 32 lower-case hexadecimal digits: unguessable. */
export const labSessionIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'A lab session id is 32 lower-case hexadecimal digits');

export type LabSessionId = z.infer<typeof labSessionIdSchema>;

export const labSessionSchema = z.object({
  id: labSessionIdSchema,
  /** Who the session uploads as: its own learner in class mode, the demo user otherwise. */
  learnerId: userIdSchema,
  expiresAt: z.iso.datetime(),
});

export type LabSession = z.infer<typeof labSessionSchema>;

/** `GET /api/lab/sessions/current`: who the caller's session is, without its secret id. */
export const CURRENT_LAB_SESSION_PATH = `${LAB_SESSIONS_PATH}/current`;
export const currentLabSessionSchema = labSessionSchema.omit({ id: true });
export type CurrentLabSession = z.infer<typeof currentLabSessionSchema>;

/**
 * The most sessions alive at once on one deployment: a few hundred classes' worth. Past it a new
 * one is refused (429) until some have ended.
 */
export const MAX_LIVE_LAB_SESSIONS = 10_000;

/** The 429 of `POST /api/lab/sessions` when MAX_LIVE_LAB_SESSIONS are alive. */
export const LAB_SESSIONS_FULL_MESSAGE = `The lab has as many live sessions as it holds (${MAX_LIVE_LAB_SESSIONS.toLocaleString('en')}): try again once some have ended`;

/** The 404 of a call that names no known, unexpired session. */
export const NO_LAB_SESSION_MESSAGE =
  "This call names no lab session that is known and unexpired: send the header 'baggage: lab.session=<id>' with an id from POST /api/lab/sessions";

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * What a session is known by wherever it is kept (the users table, a fault, a trace): the first
 * 128 bits of the SHA-256 of its id, in hexadecimal. The id itself, which acts for the session,
 * is never stored and never shown to anyone else.
 */
export async function labSessionHash(id: LabSessionId): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  return hex(new Uint8Array(digest).slice(0, 16));
}

/**
 * The learner a session uploads as in class mode: `learner-` and the first 12 digits of its
 * hash, so every service can tell it from the session alone, and no one can go back.
 */
export function classLearnerId(sessionHash: string): string {
  return `learner-${sessionHash.slice(0, 12)}`;
}

/** A new session id from the platform's random source. */
export function newLabSessionId(): LabSessionId {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}
