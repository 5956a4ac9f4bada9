// The console's sign-in (docs/classes.md#the-console): the instructor types the admin token
// once; the gateway checks it and holds it in an HttpOnly cookie, which it passes on to the
// services as the bearer token (lib/reach-service.ts). Signing out forgets the cookie.
import { errorEnvelope } from '@repo/contracts/envelope';
import { ADMIN_CALLS_OFF, sameToken } from '@repo/service-kit/admin-token';
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import {
  adminClearCookie,
  adminSetCookie,
  isCookieToken,
  readAdminCookie,
} from '@repo/session/admin-cookie';
import type { GatewayEnv } from '../../env';
import { signedInRoute, signInRoute, signOutRoute } from './admin-session.routes';

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
