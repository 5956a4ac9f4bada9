// This browser's lab session (docs/lab.md#lab-sessions): made once by POST /api/lab/sessions,
// kept in localStorage until it expires, and named on every API call as the W3C Baggage entry
// `lab.session`. Without one (the gateway could not be reached) calls go out as before.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  LAB_SESSION_KEY,
  LAB_SESSIONS_PATH,
  labSessionSchema,
  type LabSession,
} from '@repo/contracts/lab-sessions';
import { DEMO_USER_ID } from '@repo/contracts/users';

/** Where the session is kept. */
export const LAB_SESSION_STORAGE_KEY = 'lab.session';

/** A session this close to its end is replaced rather than used. */
const RENEW_BEFORE_MS = 10 * 60_000;

const answerSchema = successEnvelopeSchema(labSessionSchema);

function read(now: number): LabSession | undefined {
  try {
    const raw = window.localStorage.getItem(LAB_SESSION_STORAGE_KEY);
    const parsed = labSessionSchema.safeParse(raw === null ? undefined : JSON.parse(raw));
    if (parsed.success && Date.parse(parsed.data.expiresAt) - RENEW_BEFORE_MS > now) {
      return parsed.data;
    }
  } catch {
    // Storage that cannot be read, or text that is not JSON: no session.
  }
  return undefined;
}

/** The session kept in this browser, if it is still good. */
export function storedLabSession(now = Date.now()): LabSession | undefined {
  return read(now);
}

/**
 * The user this browser uploads as and whose usage it reads: its session's learner (its own in
 * class mode, the demo user otherwise), or the demo user while it has no session.
 */
export function learnerId(now = Date.now()): string {
  return read(now)?.learnerId ?? DEMO_USER_ID;
}

/** The `baggage` header naming this browser's session, or none. */
export function labSessionHeaders(now = Date.now()): Record<string, string> {
  const session = read(now);
  return session ? { baggage: `${LAB_SESSION_KEY}=${session.id}` } : {};
}

let making: Promise<LabSession | undefined> | undefined;

/**
 * The browser's session: the kept one, or a new one from `base` (the gateway's origin). One
 * request at a time; a failure answers undefined and the next call tries again.
 */
export function ensureLabSession(base: string): Promise<LabSession | undefined> {
  const kept = read(Date.now());
  if (kept) return Promise.resolve(kept);
  making ??= fetch(`${base}${LAB_SESSIONS_PATH}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => {
      const parsed = answerSchema.safeParse(await response.json());
      if (!parsed.success) return undefined;
      window.localStorage.setItem(LAB_SESSION_STORAGE_KEY, JSON.stringify(parsed.data.data));
      return parsed.data.data;
    })
    .catch(() => undefined)
    .finally(() => {
      making = undefined;
    });
  return making;
}
