// The console's sign-in routes, as declared (the handlers: admin-session.index.ts).
import { ADMIN_SIGN_IN_PATH, adminSignInSchema } from '@repo/contracts/classes';
import { ADMIN_CALLS_OFF, ADMIN_TOKEN_NEEDED } from '@repo/service-kit/admin-token';
import {
  jsonBodyLimit,
  jsonBodyRefusals,
  noBody,
  noBodyRefusals,
} from '@repo/service-kit/json-body-limit';
import { jsonBody } from '@repo/service-kit/lab/lab.routes';
import { createRoute, errorAnswer, inputRefusals, successAnswer } from '@repo/service-kit/openapi';
import * as z from 'zod';

const SIGN_IN_MAX_BYTES = 2_048;
const tags = ['Classes'];

export const signInRoute = createRoute({
  method: 'post',
  path: ADMIN_SIGN_IN_PATH,
  tags,
  summary: 'Sign this browser in with the admin token, held in an HttpOnly cookie (lab_admin)',
  middleware: jsonBodyLimit(SIGN_IN_MAX_BYTES),
  request: { body: jsonBody(adminSignInSchema) },
  responses: {
    200: successAnswer(z.object({ signedIn: z.literal(true) }), 'Signed in'),
    ...inputRefusals(),
    ...jsonBodyRefusals(SIGN_IN_MAX_BYTES),
    401: errorAnswer(ADMIN_TOKEN_NEEDED),
    403: errorAnswer(ADMIN_CALLS_OFF),
  },
});

export const signedInRoute = createRoute({
  method: 'get',
  path: ADMIN_SIGN_IN_PATH,
  tags,
  summary:
    'Whether this browser holds the admin token (the console asks before it shows its sign-in form)',
  responses: {
    200: successAnswer(z.object({ signedIn: z.boolean() }), 'Whether it is signed in'),
  },
});

export const signOutRoute = createRoute({
  method: 'delete',
  path: ADMIN_SIGN_IN_PATH,
  tags,
  summary: 'Sign this browser out: the admin cookie is forgotten',
  middleware: noBody,
  responses: {
    200: successAnswer(z.object({ signedIn: z.literal(false) }), 'Signed out'),
    ...noBodyRefusals,
  },
});
