import { Hono } from 'hono';
import type { VisualizationEnv } from '../../env';
import { getTrace, getTraceOtlp, getTraces } from './traces.handlers';

export const tracesRoutes = new Hono<VisualizationEnv>()
  .get('/api/traces', getTraces)
  .get('/api/traces/:traceId', getTrace)
  .get('/api/traces/:traceId/otlp', getTraceOtlp);
