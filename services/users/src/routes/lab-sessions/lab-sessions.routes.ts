import {
  CURRENT_LAB_SESSION_PATH,
  LAB_SESSIONS_FULL_MESSAGE,
  currentLabSessionSchema,
  LAB_SESSIONS_PATH,
  labSessionSchema,
} from '@repo/contracts/lab-sessions';
import { noBody, noBodyRefusals } from '@repo/service-kit/json-body-limit';
import { createRoute, errorAnswer, successAnswer } from '@repo/service-kit/openapi';

export const createLabSessionRoute = createRoute({
  method: 'post',
  path: LAB_SESSIONS_PATH,
  tags: ['Lab'],
  summary:
    'A lab session for this browser: send its id on every call as the baggage entry lab.session',
  middleware: noBody,
  responses: {
    201: successAnswer(labSessionSchema, 'The session: keep its id secret'),
    ...noBodyRefusals,
    429: errorAnswer(LAB_SESSIONS_FULL_MESSAGE),
  },
});

export const currentLabSessionRoute = createRoute({
  method: 'get',
  path: CURRENT_LAB_SESSION_PATH,
  tags: ['Lab'],
  summary: "Who the caller's lab session is: its learner and when it ends",
  responses: {
    200: successAnswer(currentLabSessionSchema, 'The session, without its id'),
    404: errorAnswer('The call names no known, unexpired session'),
  },
});
