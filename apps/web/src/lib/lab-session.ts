// This browser's lab session (docs/lab.md#lab-sessions): made once by POST /api/lab/sessions,
// which sets it as an HttpOnly cookie that the browser sends on every call to its own origin.
// Neither the page's scripts nor a learner's code can read the cookie: the page keeps in
// localStorage only what it may know, the session's learner and when it ends. A call refused
// because the session has ended (401) makes a new session and is sent once more: nothing was
// done the first time, and the learner stays where they were.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  LAB_SESSION_ENDED_MESSAGE,
  LAB_SESSIONS_PATH,
  labSessionSchema,
  type LabSession,
} from '@repo/contracts/lab-sessions';
import { DEMO_USER_ID } from '@repo/contracts/users';

/** Where what the page knows of its session is kept. */
export const LAB_SESSION_STORAGE_KEY = 'lab.session';

/** A session this close to its end is replaced rather than used. */
const RENEW_BEFORE_MS = 10 * 60_000;

const answerSchema = successEnvelopeSchema(labSessionSchema);

function read(now: number): LabSession | undefined {
  try {
    const raw = window.localStorage.getItem(LAB_SESSION_STORAGE_KEY);
    const kept: unknown = raw === null ? undefined : JSON.parse(raw);
    // A session kept with its id is from before the cookie: it has none, so a new one is made.
    if (typeof kept === 'object' && kept !== null && 'id' in kept) return undefined;
    const parsed = labSessionSchema.safeParse(kept);
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

let making: Promise<LabSession | undefined> | undefined;
/** The gateway's origin, as render-app gave it: where a new session is made. */
let sessionBase = '';

/**
 * The browser's session: the kept one, or a new one from `base` (the gateway's origin, whose
 * answer sets the cookie). One request at a time; a failure answers undefined and the next
 * call tries again.
 */
export function ensureLabSession(base: string): Promise<LabSession | undefined> {
  sessionBase = base;
  const kept = read(Date.now());
  if (kept) return Promise.resolve(kept);
  making ??= fetch(`${base}${LAB_SESSIONS_PATH}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
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

/** Whether an answer (its status and parsed body) says the session has ended. */
export function sessionEnded(status: number, body: unknown): boolean {
  if (status !== 401 || typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: { message?: unknown } }).error;
  return error?.message === LAB_SESSION_ENDED_MESSAGE;
}

/** Forgets the ended session and makes a new one. */
export function renewLabSession(): Promise<LabSession | undefined> {
  try {
    window.localStorage.removeItem(LAB_SESSION_STORAGE_KEY);
  } catch {
    // Storage that cannot be written: the new session replaces it when it can.
  }
  return ensureLabSession(sessionBase);
}

/**
 * Sends a call with the browser's session, and once more with a new session if the first was
 * refused because the session had ended.
 */
export async function withLiveSession(send: () => Promise<Response>): Promise<Response> {
  const response = await send();
  if (response.status !== 401) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (!sessionEnded(response.status, body)) return response;
  await renewLabSession();
  return send();
}
