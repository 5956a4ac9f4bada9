import * as z from 'zod';
import { traceListSchema, traceSchema } from '@repo/contracts/traces';
import { createRoute, inputRefusals, readRoutes } from '@repo/service-kit/openapi';
import { traceListQuerySchema, traceParamsSchema } from './traces.schemas';

const read = readRoutes('Traces');
const traceNotFound = { 404: 'No stored span has this trace id (yet)' };

export const traceListRoute = read(
  '/api/traces',
  'The latest traces, filtered, newest first',
  { query: traceListQuerySchema },
  traceListSchema,
);

export const traceRoute = read(
  '/api/traces/{traceId}',
  'One trace and its spans',
  { params: traceParamsSchema },
  traceSchema,
  traceNotFound,
);

export const traceOtlpRoute = createRoute({
  method: 'get',
  path: '/api/traces/{traceId}/otlp',
  tags: ['Traces'],
  summary: 'One trace as an OTLP/JSON file',
  description: 'For other tools (an OTLP/HTTP collector such as Jaeger), so not in the envelope.',
  request: { params: traceParamsSchema },
  responses: {
    200: {
      description: 'The trace as OTLP/JSON `resourceSpans`, as an attachment',
      content: {
        'application/json': { schema: z.object({ resourceSpans: z.array(z.unknown()) }) },
      },
    },
    ...inputRefusals(traceNotFound),
  },
});
