// Who may switch the lab's faults on and off and replay dead letters
// (docs/lab.md#who-may-break-things): anyone in a local run, where LAB_FAULTS is "open"; in a
// deployment only an admin, with the ADMIN_TOKEN secret as a bearer token, except that a
// request with a lab session may start and clear faults that act on its own session.
import { errorEnvelope } from '@repo/contracts/envelope';
import {
  SHARED_FAULT_TARGETS,
  type FaultAccess,
  type FaultRequest,
} from '@repo/contracts/lab-faults';
import { requireAdminToken } from '@repo/service-kit/admin-token';
import { labSessionScope } from '@repo/session/scope';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { GatewayBindings, GatewayEnv } from '../env';

/** What a request may do to the lab's faults: see faultAccessSchema. */
export function faultAccess(env: GatewayBindings): FaultAccess {
  if (env.LAB_FAULTS === 'open') return 'open';
  return labSessionScope() === '' ? 'admin' : 'session';
}

const adminOnly = requireAdminToken<GatewayEnv>();

/** Lets a lab write through only for those allowed to; reading is open. */
export const labAccess = createMiddleware<GatewayEnv>((c, next) => {
  if (c.req.method === 'GET' || c.env.LAB_FAULTS === 'open') return next();
  return adminOnly(c, next);
});

/**
 * The fault switches', the drills' and the dead-letter replays' access: as labAccess, except
 * that a session's request without a token goes on, to act on its own session only
 * (sessionOnly): its own faults, its drill, its own dead letters.
 */
export const sessionAccess = createMiddleware<GatewayEnv>((c, next) => {
  if (sessionOnly(c)) return next();
  return labAccess(c, next);
});

/** Whether this write may act only on the request's own session: a deployment, no token. */
export function sessionOnly(c: Context<GatewayEnv>): boolean {
  return faultAccess(c.env) === 'session' && c.req.header('Authorization') === undefined;
}

/** The answer to a session's request, with no token, for a fault that acts on everyone. */
export const globalNeedsAdmin = (c: Context<GatewayEnv>, fault: FaultRequest) =>
  c.json(
    errorEnvelope(
      SHARED_FAULT_TARGETS.includes(fault.target)
        ? `target: a fault on ${fault.target} acts on every learner (its messages carry many learners' events) and needs the lab admin token in a deployment`
        : 'scope: a global fault acts on every learner and needs the lab admin token in a deployment; leave scope out for a fault on your own lab session',
    ),
    401,
  );
