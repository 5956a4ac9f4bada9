import { createRoute, z } from '@hono/zod-openapi';
import { userIdSchema, userSchema } from '@repo/contracts/users';
import { INVALID_INPUT, errorAnswer, successAnswer } from '@repo/service-kit/openapi';

export const userRoute = createRoute({
  method: 'get',
  path: '/api/users/{userId}',
  tags: ['Users'],
  summary: 'A user and the space their files take up',
  request: { params: z.object({ userId: userIdSchema }) },
  responses: {
    200: successAnswer(userSchema, 'The user'),
    ...INVALID_INPUT,
    404: errorAnswer('No user has this id'),
  },
});
