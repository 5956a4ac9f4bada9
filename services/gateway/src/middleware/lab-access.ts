// Who may switch the lab's faults on and off and replay dead letters
// (docs/lab.md#who-may-break-things): anyone in a local run, where LAB_FAULTS is "open"; in a
// deployment only an admin, with the ADMIN_TOKEN secret as a bearer token.
import type { FaultAccess } from '@repo/contracts/lab-faults';
import { requireAdminToken } from '@repo/service-kit/admin-token';
import { createMiddleware } from 'hono/factory';
import type { GatewayBindings, GatewayEnv } from '../env';

export function faultAccess(env: GatewayBindings): FaultAccess {
  return env.LAB_FAULTS === 'open' ? 'open' : 'admin';
}

const adminOnly = requireAdminToken<GatewayEnv>();

/** Lets a fault be started or cleared only by those allowed to; reading faults is open. */
export const labAccess = createMiddleware<GatewayEnv>((c, next) => {
  if (c.req.method === 'GET' || faultAccess(c.env) === 'open') return next();
  return adminOnly(c, next);
});
