import { Hono } from 'hono';
import type { UsersEnv } from '../../env';
import { getUser } from './users.handlers';

export const usersRoutes = new Hono<UsersEnv>().get('/api/users/:id', getUser);
