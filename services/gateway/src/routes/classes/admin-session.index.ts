// The console's sign-in (docs/classes.md#the-console): the instructor types the admin token
// once; the gateway checks it and holds it in an HttpOnly cookie, which it passes on to the
// services as the bearer token (lib/reach-service.ts). Signing out forgets the cookie.
import { ADMIN_SIGN_IN_PATH, adminSignInSchema } from '@repo/contracts/classes';
import { errorEnvelope } from '@repo/contracts/envelope';
import { ADMIN_CALLS_OFF, ADMIN_TOKEN_NEEDED, sameToken } from '@repo/service-kit/admin-token';
import {
  jsonBodyLimit,
  jsonBodyRefusals,
  noBody,
  noBodyRefusals,
} from '@repo/service-kit/json-body-limit';
import { jsonBody } from '@repo/service-kit/lab/lab.routes';
import {
  createRoute,
  createRoutes,
  errorAnswer,
  inputRefusals,
  successAnswer,
} from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import {
  adminClearCookie,
  adminSetCookie,
  isCookieToken,
  readAdminCookie,
} from '@repo/session/admin-cookie';
import * as z from 'zod';
import type { GatewayEnv } from '../../env';

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

export const adminSessionRouter = createRoutes<GatewayEnv>()
  .openapi(signInRoute, async (c) => {
    const { token } = c.req.valid('json');
    const expected = c.env.ADMIN_TOKEN;
    if (!expected) return c.json(errorEnvelope(ADMIN_CALLS_OFF), 403);
    if (!isCookieToken(token) || !(await sameToken(token, expected))) {
      return c.json(errorEnvelope('This is not the admin token: check it and try again'), 401);
    }
    c.header('Set-Cookie', adminSetCookie(c.req.url, token));
    return ok(c, { signedIn: true as const }, 200);
  })
  .openapi(signedInRoute, async (c) => {
    const expected = c.env.ADMIN_TOKEN;
    const held = readAdminCookie(c.req.header('Cookie'), c.req.url);
    const signedIn = Boolean(expected && held && (await sameToken(held, expected)));
    return ok(c, { signedIn }, 200);
  })
  .openapi(signOutRoute, (c) => {
    c.header('Set-Cookie', adminClearCookie(c.req.url));
    return ok(c, { signedIn: false as const }, 200);
  });
