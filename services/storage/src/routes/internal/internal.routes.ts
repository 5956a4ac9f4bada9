import { createRoute, z } from '@hono/zod-openapi';
import {
  HOLDINGS_PATH,
  holdingsQuerySchema,
  holdingsSchema,
  OUTBOX_PATH,
  outboxStateSchema,
} from '@repo/contracts/files';
import { inputRefusals, queryShape, successAnswer } from '@repo/service-kit/openapi';

/** For other services only: the gateway forwards no `/internal` path, so no document lists it. */
export const holdingsRoute = createRoute({
  method: 'get',
  path: HOLDINGS_PATH,
  summary: 'What storage holds, a page at a time (service binding only)',
  request: { query: z.object(queryShape(holdingsQuerySchema.shape)) },
  responses: { 200: successAnswer(holdingsSchema, 'A page of holdings'), ...inputRefusals() },
});

/** For the lab's map: the file events waiting in the outbox (service binding only). */
export const outboxRoute = createRoute({
  method: 'get',
  path: OUTBOX_PATH,
  summary: "The file events waiting in storage's outbox (service binding only)",
  responses: { 200: successAnswer(outboxStateSchema, 'What waits in the outbox') },
});
