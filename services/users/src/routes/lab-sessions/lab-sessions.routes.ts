import {
  CURRENT_LAB_SESSION_PATH,
  LAB_SESSIONS_FULL_MESSAGE,
  LAB_SESSIONS_PATH,
  labSessionHashSchema,
  labSessionSchema,
  provedLabSessionSchema,
} from '@repo/contracts/lab-sessions';
import { noBody, noBodyRefusals } from '@repo/service-kit/json-body-limit';
import { createRoute, errorAnswer, inputRefusals, successAnswer } from '@repo/service-kit/openapi';
import { LAB_SESSION_LOOKUP_PATH } from '@repo/session/gateway';
import * as z from 'zod';

export const createLabSessionRoute = createRoute({
  method: 'post',
  path: LAB_SESSIONS_PATH,
  tags: ['Lab'],
  summary:
    'A lab session for this browser, set as an HttpOnly cookie (lab_session; __Host-lab_session over https) that the browser sends on every call',
  middleware: noBody,
  responses: {
    201: successAnswer(labSessionSchema, 'The session: its learner and when it ends'),
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
    200: successAnswer(labSessionSchema, 'The session'),
    404: errorAnswer('The call has no lab session'),
  },
});

/** For the gateway only, which proves each session cookie: the gateway forwards no `/internal`. */
export const lookUpLabSessionRoute = createRoute({
  method: 'get',
  path: LAB_SESSION_LOOKUP_PATH,
  summary: 'The live session with this hash (service binding only)',
  request: { params: z.object({ hash: labSessionHashSchema }) },
  responses: {
    200: successAnswer(provedLabSessionSchema, 'The session, and whether it is in a class'),
    404: errorAnswer('No known, unexpired session has this hash'),
    ...inputRefusals(),
  },
});
