import * as z from 'zod';
import { userIdSchema, userSchema } from '@repo/contracts/users';
import { readRoutes } from '@repo/service-kit/openapi';

export const userRoute = readRoutes('Users')(
  '/api/users/{id}',
  'A user and the space their files take up',
  { params: z.object({ id: userIdSchema }) },
  userSchema,
  { 403: "In class mode: another learner than the caller's session's", 404: 'No user has this id' },
);
