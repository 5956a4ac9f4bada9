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

// Names the server span after the route, as OpenTelemetry does (`GET /api/users/:id`), and
// answers with the trace's `traceparent`, so a caller can find the trace of its request.
export function endServerSpan(c: Context, tracer: Tracer, route: string): void {
  const { root } = tracer;
  root.updateName(`${c.req.method} ${route}`);
  root.setAttribute('http.request.method', c.req.method);
  root.setAttribute('http.route', route);
  root.setAttribute('url.path', c.req.path);
  root.setAttribute('http.response.status_code', c.res.status);
  if (c.res.status >= 500) root.fail();
  root.end();
  try {
    c.res.headers.set(TRACEPARENT_HEADER, formatTraceparent(root.context));
  } catch {
    // A response with immutable headers (straight from a binding) goes out without it.
  }
}
