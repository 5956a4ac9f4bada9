import { errorEnvelope } from '@repo/contracts/envelope';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import type { VisualizationEnv } from '../../env';
import { findTraceSpans } from '../../lib/traces/find-trace';
import { listTraces } from '../../lib/traces/list-traces';
import { toOtlpTrace } from '../../lib/traces/otlp';
import { toSpan } from '../../lib/traces/stored-span';
import { traceListQuerySchema, traceNotFoundMessage, traceParamsSchema } from './traces.schemas';

type TracesContext = Context<VisualizationEnv>;

export async function getTraces(c: TracesContext) {
  const filters = parseInput(traceListQuerySchema, c.req.query());
  return ok(c, { items: await listTraces(c.env.VISUALIZATION_DB, filters) });
}

export async function getTrace(c: TracesContext) {
  const { traceId } = parseInput(traceParamsSchema, c.req.param());
  const spans = await findTraceSpans(c.env.VISUALIZATION_DB, traceId);
  if (spans.length === 0) return c.json(errorEnvelope(traceNotFoundMessage(traceId)), 404);
  return ok(c, { traceId, spans: spans.map(toSpan) });
}

/** A file for other tools (an OTLP/HTTP collector such as Jaeger's), so not in the envelope. */
export async function getTraceOtlp(c: TracesContext) {
  const { traceId } = parseInput(traceParamsSchema, c.req.param());
  const spans = await findTraceSpans(c.env.VISUALIZATION_DB, traceId);
  if (spans.length === 0) return c.json(errorEnvelope(traceNotFoundMessage(traceId)), 404);
  return c.json(toOtlpTrace(spans), 200, {
    'Content-Disposition': `attachment; filename="trace-${traceId}.otlp.json"`,
  });
}
