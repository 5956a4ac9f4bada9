import { errorEnvelope } from '@repo/contracts/envelope';
import { FAULT_OWNERS } from '@repo/contracts/lab-faults';
import { LAB_QUEUES_PATH } from '@repo/contracts/lab-paths';
import { replayRequestSchema, unknownQueueMessage } from '@repo/contracts/lab-topology';
import { queueIdSchema } from '@repo/contracts/queues';
import { readReplayBody, REPLAY_NOT_JSON } from '@repo/service-kit/lab/dead-letter-routes';
import { parseInput } from '@repo/service-kit/validate';
import { Hono, type Context } from 'hono';
import type { GatewayEnv } from '../../env';
import { forwardToOwner } from '../../lib/forward-to-owner';
import { labAccess } from '../../middleware/lab-access';

// A queue's dead letters are kept by its consumer, the service that keeps its faults.
function forward(c: Context<GatewayEnv>, queue: string, request: Request) {
  const parsed = queueIdSchema.safeParse(queue);
  if (!parsed.success) return c.json(errorEnvelope(unknownQueueMessage(queue)), 404);
  return forwardToOwner(c.env, FAULT_OWNERS[parsed.data], request, "this queue's dead letters");
}

/**
 * The dead-letter queues: the gateway checks the queue and, for a replay, the body and the
 * caller's lab access, then forwards to the queue's owner.
 */
export const labQueueRoutes = new Hono<GatewayEnv>();

labQueueRoutes.use(`${LAB_QUEUES_PATH}/*`, labAccess);

labQueueRoutes.get(`${LAB_QUEUES_PATH}/:queue/dead-letters`, (c) =>
  forward(c, c.req.param('queue'), new Request(c.req.url)),
);

labQueueRoutes.post(`${LAB_QUEUES_PATH}/:queue/dead-letters/replay`, async (c) => {
  const queue = c.req.param('queue');
  if (!queueIdSchema.safeParse(queue).success) {
    return c.json(errorEnvelope(unknownQueueMessage(queue)), 404);
  }
  const body = await readReplayBody(c.req.raw);
  if (typeof body === 'symbol') return c.json(errorEnvelope(REPLAY_NOT_JSON), 400);
  const replay = parseInput(replayRequestSchema, body);
  const request = new Request(c.req.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(replay),
  });
  return forward(c, queue, request);
});
