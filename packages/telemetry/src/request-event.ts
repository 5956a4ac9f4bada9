// The request event the middleware records of each answered request.
import type { RequestEvent } from '@repo/contracts/metrics';
import type { WorkerId } from '@repo/contracts/services';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { visitorMark } from './visitors';
import { warnOnce } from './warn-once';

// Limits of the message schema in @repo/contracts/metrics.
const MAX_DURATION_MS = 3_600_000;
const MAX_ROUTE_LENGTH = 200;
const MAX_METHOD_LENGTH = 10;
// Hono names a catch-all `*` or `/*` depending on how it was mounted; one name keeps
// every unmatched request in the same series.
const CATCH_ALL_ROUTE = '*';

/** The route pattern a request matched, as telemetry names it. */
export function routeOf(c: Context): string {
  const pattern = routePath(c);
  const route = pattern === '' || pattern === '*' || pattern === '/*' ? CATCH_ALL_ROUTE : pattern;
  return route.slice(0, MAX_ROUTE_LENGTH);
}

/** The telemetry event of a request that was answered. */
export function requestEvent(
  c: Context,
  service: WorkerId,
  at: number,
  started: number,
): RequestEvent {
  return {
    kind: 'request',
    service,
    route: routeOf(c),
    method: c.req.method.slice(0, MAX_METHOD_LENGTH),
    status: c.res.status,
    durationMs: schemaDuration(performance.now() - started),
    at,
  };
}

// The headers are read now; the hash runs later, inside `waitUntil`. Salting with the UTC
// day means a visitor cannot be followed from one day to the next.
export function withVisitorMark(request: RequestEvent, c: Context): Promise<RequestEvent> {
  const forwardedFor = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const address = c.req.header('cf-connecting-ip') ?? forwardedFor ?? '';
  const userAgent = c.req.header('user-agent') ?? '';
  const day = new Date(request.at).toISOString().slice(0, 10);
  return visitorMark(address, userAgent, day).then(
    (visitor) => ({ ...request, visitor }),
    (error: unknown) => {
      warnOnce(
        'visitor',
        'Hashing a visitor failed; requests are counted without visitors.',
        error,
      );
      return request;
    },
  );
}

// A duration the message schema accepts: at least 0 (NaN too), at most an hour, and
// rounded to the microsecond so the JSON stays short.
export function schemaDuration(durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return Math.round(Math.min(durationMs, MAX_DURATION_MS) * 1000) / 1000;
}
