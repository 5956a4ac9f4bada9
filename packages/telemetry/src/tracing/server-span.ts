// The server span of a request: the caller's trace it continues, and how it ends.
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import type { Context } from 'hono';
import { sampleNewTrace } from './sampler';
import { formatTraceparent, parseTraceparent, type SpanContext } from './trace-context';
import type { Tracer } from './tracer';

/**
 * The span context a request's `traceparent` continues. When the caller is not trusted to
 * decide (at the gateway), its trace is continued but recorded only if `traced()` and this
 * isolate's sampler agree.
 */
export function callerContext(
  header: string | undefined,
  trusted: boolean,
  traced: () => boolean,
): SpanContext | undefined {
  const parent = parseTraceparent(header);
  if (!parent || trusted) return parent;
  return { ...parent, sampled: parent.sampled && traced() && sampleNewTrace() };
}

/**
 * The response header in which each service names the route that answered. The gateway
 * forwards `/api/storage/*` unchanged, so its span takes the route of the service behind.
 */
export const ROUTE_HEADER = 'x-http-route';

const MAX_ROUTE_LENGTH = 200;

/**
 * The route a request's span is named by: this worker's own pattern, unless that is a wildcard
 * that forwarded the request and the service behind named the concrete one it matched
 * (`/api/storage/upload` rather than the gateway's `/api/storage/*`). A service that matched
 * nothing (its `*`) leaves the wildcard.
 */
export function answeringRoute(own: string, behind: string | null | undefined): string {
  if (!own.includes('*') || !behind || behind.includes('*')) return own;
  return behind.slice(0, MAX_ROUTE_LENGTH);
}

// Names the server span after the route, as OpenTelemetry does (`GET /api/users/:id`), and
// answers with the trace's `traceparent`, so a caller can find the trace of its request.
export function endServerSpan(c: Context, tracer: Tracer, ownRoute: string): void {
  const { root } = tracer;
  const route = answeringRoute(ownRoute, c.res.headers.get(ROUTE_HEADER));
  root.updateName(`${c.req.method} ${route}`);
  root.setAttribute('http.request.method', c.req.method);
  root.setAttribute('http.route', route);
  root.setAttribute('url.path', c.req.path);
  root.setAttribute('http.response.status_code', c.res.status);
  if (c.res.status >= 500) root.fail();
  root.end();
  try {
    c.res.headers.set(TRACEPARENT_HEADER, formatTraceparent(root.context));
    c.res.headers.set(ROUTE_HEADER, route);
  } catch {
    // A response with immutable headers (straight from a binding) goes out without them.
  }
}
