import * as z from 'zod';
import { createRoute } from '@repo/service-kit/openapi';

/** Where the gateway serves the API's description. */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/** What the route promises of the document: an OpenAPI object (the validator checks the rest). */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string(), paths: z.object({}) });

export const openApiDocumentRoute = createRoute({
  method: 'get',
  path: OPENAPI_DOCUMENT_PATH,
  tags: ['API'],
  summary: 'This document: every public path of every service, as OpenAPI 3.1',
  responses: {
    200: {
      description: 'The OpenAPI 3.1 document',
      content: { 'application/json': { schema: openApiDocumentSchema } },
    },
  },
});
