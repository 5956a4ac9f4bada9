// A learner's lab session (docs/lab.md#lab-sessions): made by `POST /api/lab/sessions`, kept by
// the browser, and sent on every API call as the W3C Baggage entry `lab.session`, which the
// gateway, every service binding and every queue message carry on.
import { z } from 'zod';
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

/** A new session id from the platform's random source. */
export function newLabSessionId(): LabSessionId {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
