import { createRoutes } from '@repo/service-kit/openapi';
import type { VisualizationEnv } from '../../../env';
import { getTrace, getTraceOtlp, getTraces } from './traces.handlers';
import { traceListRoute, traceOtlpRoute, traceRoute } from './traces.routes';

export const tracesRouter = createRoutes<VisualizationEnv>()
  .openapi(traceListRoute, getTraces)
  .openapi(traceRoute, getTrace)
  .openapi(traceOtlpRoute, getTraceOtlp);
