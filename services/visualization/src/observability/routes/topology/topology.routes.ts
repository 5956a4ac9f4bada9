import { LAB_TOPOLOGY_PATH } from '@repo/contracts/lab-paths';
import { topologySchema } from '@repo/contracts/lab-topology';
import { createRoute, successAnswer } from '@repo/service-kit/openapi';

export const topologyRoute = createRoute({
  method: 'get',
  path: LAB_TOPOLOGY_PATH,
  tags: ['Lab'],
  summary: "The lab's live map: the system's parts, their traffic and each queue's state",
  responses: { 200: successAnswer(topologySchema, 'The map') },
});
