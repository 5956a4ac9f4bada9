import { createRoutes } from '@repo/service-kit/openapi';
import type { GatewayEnv } from '../../env';
// Written from the route declarations by `npm run api:document`, so that no worker carries the
// OpenAPI generator (docs/architecture.md#contracts-and-the-openapi-document).
import apiDocument from '../../lib/api-document.json';
import { openApiDocumentRoute } from './openapi.routes';

export const openApiRouter = createRoutes<GatewayEnv>().openapi(openApiDocumentRoute, (c) =>
  c.json(apiDocument, 200),
);
