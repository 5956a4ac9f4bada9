// The server span of a request: how it is named once routed, and how it ends.
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import type { Context } from 'hono';
import { formatTraceparent } from './trace-context';

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
export function endServerSpan(c: Context, span: Span, ownRoute: string): void {
  const route = answeringRoute(ownRoute, c.res.headers.get(ROUTE_HEADER));
  span.updateName(`${c.req.method} ${route}`);
  span.setAttributes({
    'http.request.method': c.req.method,
    'http.route': route,
    'url.path': c.req.path,
    'http.response.status_code': c.res.status,
  });
  if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
  try {
    // Only the `traceparent`: the caller's `tracestate` is theirs already, not echoed back.
    c.res.headers.set(TRACEPARENT_HEADER, formatTraceparent(span.spanContext()));
    c.res.headers.set(ROUTE_HEADER, route);
  } catch {
    // A response with immutable headers (straight from a binding) goes out without them.
  }
}
