import { errorEnvelope } from '@repo/contracts/envelope';
import { FAULT_OWNERS } from '@repo/contracts/lab-faults';
import { LAB_QUEUES_PATH } from '@repo/contracts/lab-paths';
import { replayRequestSchema, unknownQueueMessage } from '@repo/contracts/lab-topology';
import type { QueueId } from '@repo/contracts/queues';
import { readReplayBody, REPLAY_NOT_JSON } from '@repo/service-kit/lab/dead-letter-routes';
import { bodyReadByHandler, createRoutes } from '@repo/service-kit/openapi';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import type { GatewayEnv } from '../../env';
import { forwardToOwner, relayed } from '../../lib/forward-to-owner';
import { sessionAccess } from '../../middleware/lab-access';
import { deadLettersRoute, replayRoute } from '@repo/service-kit/lab/lab.routes';

// A queue's dead letters are kept by its consumer, the service that keeps its faults.
const forward = (c: Context<GatewayEnv>, queue: QueueId, request: Request) =>
  relayed(forwardToOwner(c.env, FAULT_OWNERS[queue], request, "this queue's dead letters"));

// A queue id that names none of the queues is a path with nothing at it.
const unknownQueue = (result: { success: boolean }, c: Context<GatewayEnv>) =>
  result.success
    ? undefined
    : c.json(errorEnvelope(unknownQueueMessage(c.req.param('queue') ?? '')), 404);

/**
 * The dead-letter queues: the gateway checks the queue and, for a replay, the body and the
 * caller's lab access, then forwards to the queue's owner.
 */
export const labQueueRouter = createRoutes<GatewayEnv>();

// A session replays only its own letters (the keeper filters by the baggage): no token needed.
labQueueRouter.use(`${LAB_QUEUES_PATH}/*`, sessionAccess);

labQueueRouter.openapi(
  deadLettersRoute,
  (c) => forward(c, c.req.valid('param').queue, new Request(c.req.url)),
  unknownQueue,
);

// The body is read here: an empty one replays every letter, one that is not JSON gets a 400.
labQueueRouter.openapi(
  bodyReadByHandler(replayRoute),
  async (c) => {
    const body = await readReplayBody(c.req.raw);
    if (typeof body === 'symbol') return c.json(errorEnvelope(REPLAY_NOT_JSON), 400);
    const replay = parseInput(replayRequestSchema, body);
    const request = new Request(c.req.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(replay),
    });
    return forward(c, c.req.valid('param').queue, request);
  },
  unknownQueue,
);
