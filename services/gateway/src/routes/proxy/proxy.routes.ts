import { CLASSES_PATH } from '@repo/contracts/classes';
import { LAB_CHALLENGES_PATH } from '@repo/contracts/lab-challenges';
import { LAB_TOPOLOGY_PATH } from '@repo/contracts/lab-paths';
import { LAB_SESSIONS_PATH } from '@repo/contracts/lab-sessions';
import type { ServiceId } from '@repo/contracts/services';
import { forgetProvedSession } from '@repo/session/gateway';
import { Hono } from 'hono';
import type { GatewayEnv } from '../../env';
import { reachService } from '../../lib/reach-service';

/** Which service answers each API prefix. Paths are forwarded unchanged. */
export const API_ROUTES: ReadonlyArray<{ prefix: string; service: ServiceId }> = [
  { prefix: '/api/storage', service: 'storage' },
  { prefix: '/api/users', service: 'users' },
  { prefix: '/api/nzbn', service: 'visualization' },
  { prefix: '/api/metrics', service: 'visualization' },
  { prefix: '/api/traces', service: 'visualization' },
  { prefix: LAB_TOPOLOGY_PATH, service: 'visualization' },
  { prefix: LAB_SESSIONS_PATH, service: 'users' },
  { prefix: CLASSES_PATH, service: 'users' },
  { prefix: LAB_CHALLENGES_PATH, service: 'users' },
];

export const proxyRoutes = new Hono<GatewayEnv>();

// A class joined (201 to a POST of its members): the session is looked up afresh on its next
// call, so that it counts as a member's at once (docs/classes.md#drills).
proxyRoutes.post(`${CLASSES_PATH}/:code/members`, async (c) => {
  const answer = await reachService(c.env, 'users', c.req.raw);
  if (answer.status === 201) forgetProvedSession(c.req.raw);
  return answer;
});

// Hono's `${prefix}/*` matches the bare prefix too (`/api/traces?limit=5`).
for (const { prefix, service } of API_ROUTES) {
  proxyRoutes.all(`${prefix}/*`, (c) => reachService(c.env, service, c.req.raw));
}
