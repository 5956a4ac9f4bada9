// One OpenAPI 3.1 document for every public path (docs/architecture.md#contracts-and-the-openapi-document),
// built from the route declarations the gateway and each service validate their requests with.
// Built in Node, never in a worker: `npm run api:document` writes it to api-document.json, which
// the gateway serves, and api-document.node.test.ts fails when that file and the routes disagree.
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { storageApi } from '@repo/storage/api';
import { usersApi } from '@repo/users/api';
import { ADMIN_SECURITY_SCHEME } from '@repo/service-kit/openapi';
import { visualizationApi } from '@repo/visualization/api';
import packageJson from '../../package.json';
import { gatewayApi } from '../routes/api';

/** Every public route, as declared: the gateway's own, then each service's. */
export const PUBLIC_ROUTES = [...gatewayApi, ...storageApi, ...usersApi, ...visualizationApi];

const TAGS = [
  { name: 'Files', description: 'The storage service: files in R2, their metadata in D1' },
  { name: 'Users', description: 'The users service: a user and what their files take up' },
  { name: 'Register', description: 'The visualization service: the generated business register' },
  { name: 'Metrics', description: 'The visualization service: telemetry over a range' },
  { name: 'Traces', description: 'The visualization service: traces of requests' },
  { name: 'Lab', description: 'Faults to switch on, the live map and dead-letter queues' },
  { name: 'Health', description: 'Each service and the whole system' },
  {
    name: 'Classes',
    description: 'A class: the instructor’s console (admin token) and each learner’s membership',
  },
  {
    name: 'Challenges',
    description:
      'Consumer challenges: a learner’s queue handler against a nemesis, and its verdict',
  },
  { name: 'Register administration', description: 'Seeding and importing, with an admin token' },
  { name: 'API', description: 'This document' },
];

// A declaration's middleware (a JSON body's bounds) serves it and is no part of the document,
// as OpenAPIHono's own `openapi()` leaves it out.
function documented(route: RouteConfig): Omit<RouteConfig, 'middleware'> {
  const { middleware: _serving, ...declared } = route;
  return declared;
}

/** The document the route declarations describe, with the OpenAPI generator. */
export function buildApiDocument() {
  const app = new OpenAPIHono();
  for (const route of PUBLIC_ROUTES) app.openAPIRegistry.registerPath(documented(route));
  app.openAPIRegistry.registerComponent('securitySchemes', ADMIN_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      "The deployment's ADMIN_TOKEN secret: the register's administration always asks for it, the lab's writes only in a deployment (none in a local run)",
  });
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Async Microservices Dashboard API',
      version: packageJson.version,
      description:
        'Every public path of the gateway and the services behind it. Answers are in the envelope `{ success, data }` or `{ success: false, error: { message } }`, apart from health, downloads and OTLP files.',
    },
    servers: [{ url: '/', description: 'The gateway this document came from' }],
    tags: TAGS,
  });
}
