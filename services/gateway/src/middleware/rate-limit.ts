// Limits how often one client, and one lab session, may write and search, with Cloudflare's
// rate-limiting bindings, which wrangler dev simulates locally (docs/architecture.md#rate-limits).
// How many requests each allows is set on the binding in wrangler.toml, not here.
import { errorEnvelope } from '@repo/contracts/envelope';
import { labSessionScope } from '@repo/service-kit/lab/lab-session';
import { createMiddleware } from 'hono/factory';
import type { GatewayBindings, GatewayEnv } from '../env';

/** The `simple.period` of both limiters in wrangler.toml: each counts over 10 s. */
const RATE_LIMIT_PERIOD_SECONDS = 10;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SEARCH_PATH = '/api/nzbn/search';
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

function writesRefusal(seconds: number, spender: Spender = 'client'): string {
  return `Too many uploads and deletes from this ${spender}: try again in ${seconds} s`;
}

function searchesRefusal(seconds: number, spender: Spender = 'client'): string {
  return `Too many searches from this ${spender}: try again in ${seconds} s`;
}

const LIMITS = {
  writes: { binding: 'WRITE_LIMITER', refusal: writesRefusal },
  searches: { binding: 'SEARCH_LIMITER', refusal: searchesRefusal },
} as const;

function limitFor(method: string, path: string) {
  if (!path.startsWith('/api/')) return undefined;
  if (method === 'DELETE' && CLEAR_FAULT_PATH.test(path)) return undefined;
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

/**
 * Each write and search counts for its lab session, when it has one, and for its client: a
 * learner cannot spend a classmate's budget, and one machine cannot make sessions to go on.
 */
export const rateLimit = createMiddleware<GatewayEnv>(async (c, next) => {
  const limit = limitFor(c.req.method, c.req.path);
  if (limit) {
    const limiter = c.env[limit.binding];
    const session = await labSessionScope();
    const spentBy: Spender | undefined =
      session !== '' && !(await limiter.limit({ key: `session:${session}` })).success
        ? 'lab session'
        : !(await limiter.limit({ key: clientKey(c.req.raw, c.env) })).success
          ? 'client'
          : undefined;
    if (spentBy) {
      // The limiter does not say when its window ends; after a whole period it surely has.
      c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
      return c.json(errorEnvelope(limit.refusal(RATE_LIMIT_PERIOD_SECONDS, spentBy)), 429);
    }
  }
  await next();
});
