// What the gateway asks the users service on the instructor's behalf (docs/classes.md): their
// admin token, from the header or the console's cookie, goes with each call.
import { internalClassPath } from '@repo/contracts/classes';
import { readAdminCookie } from '@repo/session/admin-cookie';
import { requireAdminToken } from '@repo/service-kit/admin-token';
import type { Context } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../env';
import { dataOf } from './owner-answers';
import { reachService } from './reach-service';

type Ctx = Context<GatewayEnv>;

/** The admin token, as a bearer token or the console's cookie. */
export const adminOnly = requireAdminToken<GatewayEnv>((c) =>
  readAdminCookie(c.req.header('Cookie'), c.req.url),
);

/** A call to users on the instructor's behalf: their token (header or cookie) goes with it. */
export function toUsers(c: Ctx, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  for (const name of ['authorization', 'cookie']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const url = `${new URL(c.req.url).origin}${path}`;
  return reachService(c.env, 'users', new Request(url, { ...init, headers }));
}

/**
 * The session hash of a member of a class, or the users service's answer (404) when the class
 * or the member is unknown.
 */
export async function memberSession(
  c: Ctx,
  code: string,
  learnerId: string,
): Promise<{ sessionHash: string } | { refused: Response }> {
  const found = await toUsers(c, `${internalClassPath(code)}/members/${learnerId}/session`);
  if (found.status !== 200) return { refused: found };
  return dataOf(found, z.object({ sessionHash: z.string() }));
}
