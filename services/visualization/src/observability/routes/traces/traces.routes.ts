import { createRoute, z } from '@hono/zod-openapi';
import { traceListSchema, traceSchema } from '@repo/contracts/traces';
import { INVALID_INPUT, errorAnswer, readRoute } from '@repo/service-kit/openapi';
import { traceListQuerySchema, traceParamsSchema } from './traces.schemas';

const tags = ['Traces'];
const traceNotFound = { 404: errorAnswer('No stored span has this trace id (yet)') };

export const traceListRoute = readRoute({
  path: '/api/traces',
  tags,
  summary: 'The latest traces, filtered, newest first',
  request: { query: traceListQuerySchema },
  data: traceListSchema,
});

export const traceRoute = readRoute({
  path: '/api/traces/{traceId}',
  tags,
  summary: 'One trace and its spans',
  request: { params: traceParamsSchema },
  data: traceSchema,
  refusals: traceNotFound,
});

export const traceOtlpRoute = createRoute({
  method: 'get',
  path: '/api/traces/{traceId}/otlp',
  tags,
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
    ...INVALID_INPUT,
    ...traceNotFound,
  },
});
