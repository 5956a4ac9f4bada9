import { createRoutes } from '@repo/service-kit/openapi';
import type { UsersEnv } from '../../env';
import { getUser } from './users.handlers';
import { userRoute } from './users.routes';

export const usersRouter = createRoutes<UsersEnv>().openapi(userRoute, getUser);
