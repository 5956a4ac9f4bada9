import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { errorEnvelope } from '@repo/contracts/envelope';
import { labSessionScope } from '@repo/session/scope';
import { ok } from '@repo/service-kit/respond';
import type { VisualizationEnv } from '../../../env';
import { findTraceSpans } from '../../lib/traces/find-trace';
import { listTraces } from '../../lib/traces/list-traces';
import { toOtlpTrace } from '../../lib/traces/otlp';
import { toSpan } from '../../lib/traces/stored-span';
import type { traceListRoute, traceOtlpRoute, traceRoute } from './traces.routes';
import { traceNotFoundMessage } from './traces.schemas';

type Handler<R extends RouteConfig> = RouteHandler<R, VisualizationEnv>;

/** The caller's lab session's traces, unless it asks for everyone's or has no session. */
export const getTraces: Handler<typeof traceListRoute> = async (c) => {
  const { scope, ...filters } = c.req.valid('query');
  const session = scope === 'all' ? '' : labSessionScope();
  const sessionHash = session === '' ? undefined : session;
  return ok(c, { items: await listTraces(c.env.OBSERVABILITY_DB, { ...filters, sessionHash }) });
};

export const getTrace: Handler<typeof traceRoute> = async (c) => {
  const { traceId } = c.req.valid('param');
  const spans = await findTraceSpans(c.env.OBSERVABILITY_DB, traceId);
  if (spans.length === 0) return c.json(errorEnvelope(traceNotFoundMessage(traceId)), 404);
  return ok(c, { traceId, spans: spans.map(toSpan) });
};

/** A file for other tools (an OTLP/HTTP collector such as Jaeger's), so not in the envelope. */
export const getTraceOtlp: Handler<typeof traceOtlpRoute> = async (c) => {
  const { traceId } = c.req.valid('param');
  const spans = await findTraceSpans(c.env.OBSERVABILITY_DB, traceId);
  if (spans.length === 0) return c.json(errorEnvelope(traceNotFoundMessage(traceId)), 404);
  return c.json(toOtlpTrace(spans), 200, {
    'Content-Disposition': `attachment; filename="trace-${traceId}.otlp.json"`,
  });
};
