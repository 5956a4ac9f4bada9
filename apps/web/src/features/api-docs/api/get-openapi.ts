import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { API_DOCS_FAILED_MESSAGE, OPENAPI_PATH } from '../lib/constants';
import { openApiDocumentSchema, type OpenApiDocument } from '../lib/openapi-document';

/** GET /api/openapi.json: the gateway's OpenAPI 3.1 document of every public path. */
export function getOpenApiDocument({
  signal,
}: { signal?: AbortSignal | undefined } = {}): Promise<OpenApiDocument> {
  return getJson(OPENAPI_PATH, openApiDocumentSchema, {
    signal,
    wording: { failed: API_DOCS_FAILED_MESSAGE },
  });
}

export function openApiQueryOptions() {
  return queryOptions({
    queryKey: ['api-docs', 'openapi'] as const,
    queryFn: ({ signal }) => getOpenApiDocument({ signal }),
    // The document changes only with a deploy.
    staleTime: Infinity,
  });
}

export function useOpenApiDocument() {
  return useQuery(openApiQueryOptions());
}
