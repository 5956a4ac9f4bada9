import * as z from 'zod';
import { healthResponseSchema } from '@repo/contracts/health';
import { SERVICE_IDS, serviceIdSchema } from '@repo/contracts/services';
import { createRoute, errorAnswer } from '@repo/service-kit/openapi';

const tags = ['Health'];
const healthAnswers = (whose: string) => ({
  200: {
    description: `${whose} is healthy or degraded`,
    content: { 'application/json': { schema: healthResponseSchema } },
  },
  503: {
    description: `${whose} is failing; the message names why`,
    content: { 'application/json': { schema: healthResponseSchema } },
  },
});

export const serviceHealthRoute = createRoute({
  method: 'get',
  path: '/services/{serviceId}/health',
  tags,
  summary: "A service's own health: each of its dependencies probed",
  request: { params: z.object({ serviceId: serviceIdSchema }) },
  responses: {
    ...healthAnswers('The service'),
    404: errorAnswer(`No service has this id (the services are ${SERVICE_IDS.join(', ')})`),
  },
});

export const gatewayHealthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags,
  summary: 'The whole system: as healthy as the worst of the services',
  responses: healthAnswers('The system'),
});
