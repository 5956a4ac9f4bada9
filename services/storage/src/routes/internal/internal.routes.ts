import * as z from 'zod';
import {
  HOLDINGS_PATH,
  holdingsQuerySchema,
  holdingsSchema,
  OUTBOX_PATH,
  outboxStateSchema,
  removedLearnerFilesSchema,
} from '@repo/contracts/files';
import { userIdSchema } from '@repo/contracts/users';
import { createRoute, inputRefusals, queryShape, successAnswer } from '@repo/service-kit/openapi';

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

/** For the cleanup of expired lab sessions: a class learner's files go (binding only). */
export const removeLearnerFilesRoute = createRoute({
  method: 'delete',
  path: '/internal/learners/{userId}/files',
  summary: "Remove a class learner's files, a page at a time (service binding only)",
  request: { params: z.object({ userId: userIdSchema }) },
  responses: {
    200: successAnswer(removedLearnerFilesSchema, 'How many went and how many remain'),
    ...inputRefusals(),
  },
});
