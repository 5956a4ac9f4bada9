import { createRoute, z } from '@hono/zod-openapi';
import { holdingsQuerySchema, holdingsSchema } from '@repo/contracts/files';
import { INVALID_INPUT, queryShape, successAnswer } from '@repo/service-kit/openapi';

/** For other services only: the gateway forwards no `/internal` path, so no document lists it. */
export const holdingsRoute = createRoute({
  method: 'get',
  path: '/internal/holdings',
  summary: 'What storage holds, a page at a time (service binding only)',
  request: { query: z.object(queryShape(holdingsQuerySchema.shape)) },
  responses: { 200: successAnswer(holdingsSchema, 'A page of holdings'), ...INVALID_INPUT },
});
