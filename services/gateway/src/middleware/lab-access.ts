// Who may switch the lab's faults on and off (docs/lab.md#who-may-break-things): anyone in a
// local run, where LAB_FAULTS is "open"; in a deployment only a caller with the lab's admin
// token, and nobody while the token is not set.
import { errorEnvelope } from '@repo/contracts/envelope';
import type { FaultAccess } from '@repo/contracts/lab-faults';
import { createMiddleware } from 'hono/factory';
import type { GatewayBindings, GatewayEnv } from '../env';

export const LAB_FAULTS_OFF =
  'Lab faults are off in this deployment: an operator turns them on by setting the LAB_ADMIN_TOKEN secret';
export const LAB_TOKEN_NEEDED =
  'Starting or clearing a lab fault in this deployment needs the lab admin token as a bearer token';

export function faultAccess(env: GatewayBindings): FaultAccess {
  return env.LAB_FAULTS === 'open' ? 'open' : 'admin';
}

// Compares digests, so the time taken says nothing about how much of the token matched.
async function sameToken(given: string, expected: string): Promise<boolean> {
  const digest = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** Lets a fault be started or cleared only by those allowed to; reading faults is open. */
export const labAccess = createMiddleware<GatewayEnv>(async (c, next) => {
  if (c.req.method === 'GET' || faultAccess(c.env) === 'open') return next();
  const expected = c.env.LAB_ADMIN_TOKEN;
  if (!expected) return c.json(errorEnvelope(LAB_FAULTS_OFF), 403);
  const given = c.req.header('Authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!given || !(await sameToken(given, expected))) {
    return c.json(errorEnvelope(LAB_TOKEN_NEEDED), 401);
  }
  return next();
});
