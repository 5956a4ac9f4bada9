// The projector, as declared (the handlers: member-view.index.ts): a member's map, faults and
// traces, read as their own session reads them, behind the admin token.
import { CLASSES_PATH, classParamsSchema } from '@repo/contracts/classes';
import { faultListSchema } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH, LAB_TOPOLOGY_PATH } from '@repo/contracts/lab-paths';
import { topologySchema } from '@repo/contracts/lab-topology';
import { traceListSchema } from '@repo/contracts/traces';
import { adminCall, createRoute, inputRefusals, successAnswer } from '@repo/service-kit/openapi';
import * as z from 'zod';

const params = classParamsSchema.extend({ learnerId: z.string().min(1).max(64) });

function memberViewRoute<P extends string, D extends z.ZodType>(path: P, data: D, what: string) {
  return createRoute({
    method: 'get',
    path: `${CLASSES_PATH}/{code}/members/{learnerId}/view${path}`,
    tags: ['Classes'],
    summary: `The projector: ${what} as the member sees it (GET ${path} of their session)`,
    security: adminCall.security,
    request: { params },
    responses: {
      200: successAnswer(data, `The member's ${what}`),
      ...inputRefusals({ 404: 'No such class, or no such member in it' }),
      ...adminCall.responses,
    },
  });
}

export const memberTopologyRoute = memberViewRoute(LAB_TOPOLOGY_PATH, topologySchema, 'map');
export const memberFaultsRoute = memberViewRoute(LAB_FAULTS_PATH, faultListSchema, 'faults');
export const memberTracesRoute = memberViewRoute('/api/traces', traceListSchema, 'latest traces');
