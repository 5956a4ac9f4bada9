// The projector (docs/classes.md#the-projector): the instructor reads a member's lab as that
// member's own session reads it, on the big screen. Only reads: each answer is what the
// member's GET would answer, made by the gateway acting as their session behind the admin
// token, as the class drill does.
import { memberViewPath } from '@repo/contracts/classes';
import { LAB_TOPOLOGY_PATH } from '@repo/contracts/lab-paths';
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { asSession } from '@repo/session/gateway';
import type { Context } from 'hono';
import type { GatewayEnv } from '../../env';
import { listFaults } from '../../lib/fault-list';
import { relayed } from '../../lib/forward-to-owner';
import { adminOnly, memberSession } from '../../lib/instructor-calls';
import { reachService } from '../../lib/reach-service';
import { memberFaultsRoute, memberTopologyRoute, memberTracesRoute } from './member-view.routes';

type Ctx = Context<GatewayEnv>;

/** `work` done as the member's session; the users service's 404 for an unknown one. */
async function asMember(c: Ctx, work: (origin: string) => Promise<Response>) {
  const { code, learnerId } = c.req.param() as { code: string; learnerId: string };
  const member = await memberSession(c, code, learnerId);
  if ('refused' in member) return member.refused;
  return asSession(member.sessionHash, () => work(new URL(c.req.url).origin));
}

/** The member's own GET of `path` (with the caller's query), answered by visualization. */
const readOfVisualization = (c: Ctx, path: string) =>
  relayed(
    asMember(c, (origin) =>
      reachService(c.env, 'visualization', new Request(`${origin}${path}${queryOf(c.req.url)}`)),
    ),
  );

const queryOf = (url: string) => new URL(url).search;

export const memberViewRouter = createRoutes<GatewayEnv>();
memberViewRouter.use(`${memberViewPath(':code', ':learnerId')}/*`, adminOnly);

memberViewRouter
  .openapi(memberTopologyRoute, (c) => readOfVisualization(c, LAB_TOPOLOGY_PATH))
  .openapi(memberTracesRoute, (c) => readOfVisualization(c, '/api/traces'))
  .openapi(memberFaultsRoute, async (c) => {
    const origin = new URL(c.req.url).origin;
    const { code, learnerId } = c.req.valid('param');
    const member = await memberSession(c, code, learnerId);
    if ('refused' in member) return relayed(Promise.resolve(member.refused));
    return ok(c, await asSession(member.sessionHash, () => listFaults(c.env, origin)));
  });
