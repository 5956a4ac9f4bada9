// The one admin check (docs/architecture.md#admin-calls): the register's administration and the
// lab's writes in a deployment need the ADMIN_TOKEN secret as a bearer token.
import { errorEnvelope } from '@repo/contracts/envelope';
import type { Context, Env, MiddlewareHandler } from 'hono';

/** The binding every worker with admin calls reads its admin token from. */
export interface AdminBindings {
  ADMIN_TOKEN?: string;
}

/** The 403 while the secret is not set: admin calls are off. */
export const ADMIN_CALLS_OFF =
  'Admin calls are off in this deployment: an operator turns them on by setting the ADMIN_TOKEN secret';
/** The 401 for a missing or wrong token. */
export const ADMIN_TOKEN_NEEDED = 'A valid admin bearer token is required';

/**
 * Compares digests, every byte of them, so the time taken says nothing about how much of the
 * token matched (Workers' own `timingSafeEqual` is not in the types the bench's Node check uses).
 */
export async function sameToken(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (const [index, byte] of a.entries()) difference |= byte ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * Lets a request through only with `Authorization: Bearer <ADMIN_TOKEN>`: 403 while the
 * secret is not set, 401 for a missing or wrong token.
 */
export function requireAdminToken<E extends Env & { Bindings: AdminBindings }>(
  /** Where else the token may come from (the gateway: the console's cookie). */
  alsoFrom?: (c: Context<E>) => string | undefined,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const expected = c.env.ADMIN_TOKEN;
    if (!expected) return c.json(errorEnvelope(ADMIN_CALLS_OFF), 403);
    const given = c.req.header('Authorization')?.match(/^Bearer (.+)$/)?.[1] ?? alsoFrom?.(c);
    if (!given || !(await sameToken(given, expected))) {
      return c.json(errorEnvelope(ADMIN_TOKEN_NEEDED), 401);
    }
    return next();
  };
}
