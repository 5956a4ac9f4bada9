// Limits how often one client, and one lab session, may write and search, with Cloudflare's
// rate-limiting bindings, which Miniflare simulates locally (docs/architecture.md#rate-limits).
// How many requests each allows is set on the binding in wrangler.toml, not here.
import { errorEnvelope } from '@repo/contracts/envelope';
import { labSessionScope } from '@repo/session/scope';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { GatewayBindings, GatewayEnv } from '../env';

/** The `simple.period` of each limiter in wrangler.toml, in seconds. */
const PERIOD_SECONDS = { writes: 10, searches: 10, sessions: 60 } as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SEARCH_PATH = '/api/nzbn/search';
const SESSIONS_PATH = '/api/lab/sessions';
/**
 * Clearing a lab fault, or giving a drill up (which clears its fault), is never refused: it is
 * how a user stops the harm, often right after a burst of writes spent the budget, and it can
 * only make the system calmer.
 */
const CLEAR_FAULT_PATH = /^\/api\/lab\/(faults|drills)\/[^/]+$/;
/** Requests without a client address (only outside Cloudflare) share one budget. */
const UNKNOWN_CLIENT = 'unknown';
/** Every request of a local run: the one machine it serves. */
const LOCAL_CLIENT = 'local';

/** Who spent the budget: 'this client' or 'this lab session'. */
type Spender = 'client' | 'lab session';

function writesRefusal(seconds: number, spender: Spender): string {
  return `Too many uploads and deletes from this ${spender}: try again in ${seconds} s`;
}

function searchesRefusal(seconds: number, spender: Spender): string {
  return `Too many searches from this ${spender}: try again in ${seconds} s`;
}

function sessionsRefusal(seconds: number): string {
  return `Too many new lab sessions from this client: try again in ${seconds} s`;
}

/**
 * What each kind of request spends: a budget of its own per lab session (per client without
 * one) and a ceiling per client over all its sessions; a new session, a budget per client.
 */
interface Limit {
  own: 'WRITE_LIMITER' | 'SEARCH_LIMITER' | 'SESSION_LIMITER';
  /** Whether `own` counts per lab session (per client for a request without one). */
  perSession: boolean;
  ceiling?: 'CLIENT_WRITE_LIMITER' | 'CLIENT_SEARCH_LIMITER';
  seconds: number;
  refusal: (seconds: number, spender: Spender) => string;
}

const LIMITS = {
  writes: {
    own: 'WRITE_LIMITER',
    perSession: true,
    ceiling: 'CLIENT_WRITE_LIMITER',
    seconds: PERIOD_SECONDS.writes,
    refusal: writesRefusal,
  },
  searches: {
    own: 'SEARCH_LIMITER',
    perSession: true,
    ceiling: 'CLIENT_SEARCH_LIMITER',
    seconds: PERIOD_SECONDS.searches,
    refusal: searchesRefusal,
  },
  sessions: {
    own: 'SESSION_LIMITER',
    perSession: false,
    seconds: PERIOD_SECONDS.sessions,
    refusal: sessionsRefusal,
  },
} as const satisfies Record<string, Limit>;

function limitFor(method: string, path: string): Limit | undefined {
  if (!path.startsWith('/api/')) return undefined;
  if (method === 'DELETE' && CLEAR_FAULT_PATH.test(path)) return undefined;
  if (method === 'POST' && path === SESSIONS_PATH) return LIMITS.sessions;
  if (WRITE_METHODS.has(method)) return LIMITS.writes;
  if (path === SEARCH_PATH) return LIMITS.searches;
  return undefined;
}

/**
 * The client a request counts for. On Cloudflare, CF-Connecting-IP is the platform's own: it
 * replaces whatever the client sent. wrangler dev sets it from the socket only when the client
 * sent none, so in a local run (`CLIENT_ADDRESS_TRUSTED` "false", which `npm start` sets and a
 * deployment never does: docs/architecture.md#rate-limits) it is the client's choice, and every
 * request counts for one client.
 */
function clientKey(request: Request, env: GatewayBindings): string {
  if (env.CLIENT_ADDRESS_TRUSTED === 'false') return LOCAL_CLIENT;
  return request.headers.get('CF-Connecting-IP') ?? UNKNOWN_CLIENT;
}

/** Who spent the budget `limit` refuses this request with, if anyone has. */
async function spentBy(c: Context<GatewayEnv>, limit: Limit): Promise<Spender | undefined> {
  const client = clientKey(c.req.raw, c.env);
  const session = limit.perSession ? labSessionScope() : '';
  const own = session === '' ? client : `session:${session}`;
  if (!(await c.env[limit.own].limit({ key: own })).success) {
    return session === '' ? 'client' : 'lab session';
  }
  if (limit.ceiling && !(await c.env[limit.ceiling].limit({ key: client })).success) {
    return 'client';
  }
  return undefined;
}

/**
 * Each write and search counts for its lab session's budget, or its client's without one, and
 * for its client's ceiling: a learner who spends their budget leaves a classmate behind the same
 * address theirs, and one machine cannot make sessions to go on past the ceiling.
 */
export const rateLimit = createMiddleware<GatewayEnv>(async (c, next) => {
  const limit = limitFor(c.req.method, c.req.path);
  const spender = limit && (await spentBy(c, limit));
  if (limit && spender) {
    // The limiter does not say when its window ends; after a whole period it surely has.
    c.header('Retry-After', String(limit.seconds));
    return c.json(errorEnvelope(limit.refusal(limit.seconds, spender)), 429);
  }
  await next();
});
