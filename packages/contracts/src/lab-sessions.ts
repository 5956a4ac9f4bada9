// A learner's lab session (docs/lab.md#lab-sessions): made by `POST /api/lab/sessions`, which
// sets it as an HttpOnly cookie that only the browser holds. The gateway proves the cookie on
// every API call and passes on only the session's hash, as the W3C Baggage entry
// `lab.session.hash`, through every service binding and queue message. The session itself
// (made, proved, looked up, expired, cleaned) is `packages/session`.
import * as z from 'zod';
import { userIdSchema } from './users';

/** Where a browser gets its session. */
export const LAB_SESSIONS_PATH = '/api/lab/sessions';

/** How long a session lasts: a class's day, with room to spare. */
export const LAB_SESSION_HOURS = 12;

/**
 * The baggage entry, and the span attribute, that names the session behind the gateway: the
 * session's hash, which acts for nothing. The gateway drops every `lab.` entry a caller sends
 * and sets this one itself from the proved cookie.
 */
export const LAB_SESSION_HASH_KEY = 'lab.session.hash';

/** The baggage entries of the lab's own, which no caller from outside may set. */
export const LAB_BAGGAGE_PREFIX = 'lab.';

/** A session's hash: 128 bits as 32 lower-case hexadecimal digits. */
export const labSessionHashSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'A lab session hash is 32 lower-case hexadecimal digits');

/** What the browser and its page may know of its session: never the credential. */
export const labSessionSchema = z.object({
  /** Who the session uploads as: its own learner in class mode, the demo user otherwise. */
  learnerId: userIdSchema,
  expiresAt: z.iso.datetime(),
});

export type LabSession = z.infer<typeof labSessionSchema>;

/**
 * A session as the gateway proves it (the users service's internal lookup): also whether it
 * belongs to a class, so that only a member's drills are told to the class.
 */
export const provedLabSessionSchema = labSessionSchema.extend({ inClass: z.boolean() });

export type ProvedLabSession = z.infer<typeof provedLabSessionSchema>;

/** `GET /api/lab/sessions/current`: who the caller's session is. */
export const CURRENT_LAB_SESSION_PATH = `${LAB_SESSIONS_PATH}/current`;

/**
 * The most sessions alive at once on one deployment: a few hundred classes' worth. Past it a new
 * one is refused (429) until some have ended.
 */
export const MAX_LIVE_LAB_SESSIONS = 10_000;

/** The 429 of `POST /api/lab/sessions` when MAX_LIVE_LAB_SESSIONS are alive. */
export const LAB_SESSIONS_FULL_MESSAGE = `The lab has as many live sessions as it holds (${MAX_LIVE_LAB_SESSIONS.toLocaleString('en')}): try again once some have ended`;

/** The 404 of `GET /api/lab/sessions/current` for a call without a session. */
export const NO_LAB_SESSION_MESSAGE =
  'This call has no lab session: POST /api/lab/sessions makes one, kept by the browser as a cookie';

/**
 * The 401 of any API call whose session cookie names no known, unexpired session (ended,
 * cleaned up, or never made). Nothing was done; the app makes a new session and calls again.
 */
export const LAB_SESSION_ENDED_MESSAGE =
  'This lab session has ended or was never made: nothing was done; POST /api/lab/sessions makes a new one';

/**
 * The learner a session uploads as in class mode: `learner-` and the first 12 digits of its
 * hash, so every service can tell it from the session alone, and no one can go back.
 */
export function classLearnerId(sessionHash: string): string {
  return `learner-${sessionHash.slice(0, 12)}`;
}
