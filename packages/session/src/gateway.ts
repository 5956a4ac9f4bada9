// How the gateway proves a session (docs/lab.md#lab-sessions): it reads the browser's session
// cookie on every API call, asks the users service whether its hash names a known, unexpired
// session (kept for a few seconds per isolate), and then passes on only the hash, as the
// baggage entry `lab.session.hash`. Every `lab.` entry a caller sends is dropped: no value
// from outside says who the caller is. A cookie that names no live session is refused with 401
// before anything is done, and the browser is told to forget it.
import { context, propagation, type Baggage } from '@opentelemetry/api';
import { errorEnvelope, successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  LAB_BAGGAGE_PREFIX,
  LAB_SESSION_ENDED_MESSAGE,
  LAB_SESSION_HASH_KEY,
  LAB_SESSIONS_PATH,
  provedLabSessionSchema,
  type ProvedLabSession,
} from '@repo/contracts/lab-sessions';
import type { Env, MiddlewareHandler } from 'hono';
import { labSessionClearCookie, readLabSessionCookie } from './cookie';
import { labSessionHash } from './session-id';

/**
 * Where the users service answers a lookup by hash (its route's path, `{hash}` standing for
 * the hash); reached only through its binding.
 */
export const LAB_SESSION_LOOKUP_PATH = '/internal/lab-sessions/{hash}';
const lookupPath = (hash: string) => LAB_SESSION_LOOKUP_PATH.replace('{hash}', hash);

/** The 503 when the users service cannot say whether a session is live. */
export const LAB_SESSION_UNCHECKED_MESSAGE =
  'The lab session could not be checked: the users service did not answer; try again shortly';

/** How long a proved session is taken as live without asking again. */
const PROVED_FOR_MS = 10_000;
/** Proved sessions kept per isolate: a few classes. */
const PROVED_KEPT = 2_000;
const proved = new Map<string, { session: ProvedLabSession; until: number }>();

const lookupAnswer = successEnvelopeSchema(provedLabSessionSchema);

/** Asks the users service for the live session with this hash, through `users`. */
async function lookUp(
  users: Fetcher,
  hash: string,
  now: number,
): Promise<ProvedLabSession | undefined> {
  const kept = proved.get(hash);
  if (kept && kept.until > now) return kept.session;
  const response = await users.fetch(`https://users${lookupPath(hash)}`);
  if (response.status === 404) {
    await response.body?.cancel();
    proved.delete(hash);
    return undefined;
  }
  const parsed = lookupAnswer.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !parsed.success) {
    throw new Error(`users answered ${response.status} to a session lookup`);
  }
  const session = parsed.data.data;
  if (proved.size >= PROVED_KEPT) proved.clear();
  const until = Math.min(now + PROVED_FOR_MS, Date.parse(session.expiresAt));
  proved.set(hash, { session, until });
  return session;
}

/** Each request's proved session and its hash, for admitLabBaggage and provedInClass. */
const provedOf = new WeakMap<Request, { hash: string; session: ProvedLabSession }>();

/** Whether the request's proved session belonged to a class when it was last looked up. */
export function provedInClass(request: Request): boolean {
  return provedOf.get(request)?.session.inClass ?? false;
}

/**
 * Forgets what was proved of the request's session, so its next request is looked up afresh:
 * after a call that changed it (a class joined).
 */
export function forgetProvedSession(request: Request): void {
  const hash = provedOf.get(request)?.hash;
  if (hash !== undefined) proved.delete(hash);
}

/**
 * The gateway's check of the session cookie, before anything else of an API call runs (the
 * gateway uses it on its API, service and health paths, never on a page or file): proves the
 * request's session, or answers 401 for a cookie that names no live session, except on
 * `POST /api/lab/sessions`, which makes the caller a new one.
 */
export function proveLabSession<E extends Env>(
  users: (env: E['Bindings']) => Fetcher,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const id = readLabSessionCookie(c.req.header('Cookie'), c.req.url);
    if (id === undefined) return next();
    let session: ProvedLabSession | undefined;
    const hash = id === '' ? '' : await labSessionHash(id);
    try {
      session = hash === '' ? undefined : await lookUp(users(c.env), hash, Date.now());
    } catch {
      return c.json(errorEnvelope(LAB_SESSION_UNCHECKED_MESSAGE), 503);
    }
    if (session) {
      provedOf.set(c.req.raw, { hash, session });
      return next();
    }
    // The cookie of an ended session: a new session's cookie takes its place, or the browser
    // is told to forget it.
    if (c.req.method === 'POST' && c.req.path === LAB_SESSIONS_PATH) return next();
    c.header('Set-Cookie', labSessionClearCookie(c.req.url));
    return c.json(errorEnvelope(LAB_SESSION_ENDED_MESSAGE), 401);
  };
}

/**
 * The baggage `request` carries on past the gateway: the caller's, without any `lab.` entry,
 * and with its proved session's hash when it has one.
 */
export function admitLabBaggage(
  caller: Baggage | undefined,
  request: Request,
): Baggage | undefined {
  const sessionHash = provedOf.get(request)?.hash;
  let baggage = caller ?? propagation.createBaggage();
  for (const [key] of baggage.getAllEntries()) {
    if (key.startsWith(LAB_BAGGAGE_PREFIX)) baggage = baggage.removeEntry(key);
  }
  if (sessionHash !== undefined)
    baggage = baggage.setEntry(LAB_SESSION_HASH_KEY, { value: sessionHash });
  return baggage.getAllEntries().length > 0 ? baggage : undefined;
}

/**
 * Runs `work` as the session with this hash: what it sends through a binding carries the hash
 * as its baggage, as a request of that session would. Only for what the instructor does to each
 * member's lab (a class drill), behind the admin token: never from a value a caller sent.
 */
export function asSession<T>(sessionHash: string, work: () => Promise<T>): Promise<T> {
  const baggage = (propagation.getActiveBaggage() ?? propagation.createBaggage()).setEntry(
    LAB_SESSION_HASH_KEY,
    { value: sessionHash },
  );
  return context.with(propagation.setBaggage(context.active(), baggage), work);
}
