import { createRoutes } from '@repo/service-kit/openapi';
import type { GatewayEnv } from '../../env';
import { apiDocument } from '../../lib/api-document';
import type * as z from 'zod';
import { openApiDocumentRoute, type openApiDocumentSchema } from './openapi.routes';

type ApiDocument = z.output<typeof openApiDocumentSchema>;

export const openApiRouter = createRoutes<GatewayEnv>().openapi(openApiDocumentRoute, (c) =>
  c.json(apiDocument() as unknown as ApiDocument, 200),
);
