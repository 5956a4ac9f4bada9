import { createRoute } from '@hono/zod-openapi';
import { LAB_SESSIONS_PATH, labSessionSchema } from '@repo/contracts/lab-sessions';
import { successAnswer } from '@repo/service-kit/openapi';

export const createLabSessionRoute = createRoute({
  method: 'post',
  path: LAB_SESSIONS_PATH,
  tags: ['Lab'],
  summary:
    'A lab session for this browser: send its id on every call as the baggage entry lab.session',
  responses: {
    201: successAnswer(labSessionSchema, 'The session: keep its id secret'),
  },
});
