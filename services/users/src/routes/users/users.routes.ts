import { z } from '@hono/zod-openapi';
import { userIdSchema, userSchema } from '@repo/contracts/users';
import { errorAnswer, readRoute } from '@repo/service-kit/openapi';

export const userRoute = readRoute({
  path: '/api/users/{id}',
  tags: ['Users'],
  summary: 'A user and the space their files take up',
  request: { params: z.object({ id: userIdSchema }) },
  data: userSchema,
  refusals: { 404: errorAnswer('No user has this id') },
});
