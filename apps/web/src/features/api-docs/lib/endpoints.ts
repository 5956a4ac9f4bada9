// The document's operations as the API page lists them: one endpoint per method and path,
// grouped by tag (a service) in the document's order, with every `$ref` followed.
import {
  HTTP_METHODS,
  operationSchema,
  parameterSchema,
  requestBodySchema,
  resolveRef,
  responseSchema,
  type HttpMethodName,
  type OpenApiDocument,
  type Parameter,
} from './openapi-document';

const JSON_MEDIA_TYPE = 'application/json';
export const UNTAGGED = 'Other';

export interface BodyDescription {
  mediaType: string;
  schema: unknown;
  example: unknown;
}

export interface Endpoint {
  /** Unique on the page, usable in an element id: 'get-api-users-id'. */
  id: string;
  method: HttpMethodName;
  path: string;
  tag: string;
  summary: string;
  description: string | undefined;
  parameters: Parameter[];
  requestBody: (BodyDescription & { required: boolean }) | undefined;
  responses: { status: string; description: string; body: BodyDescription | undefined }[];
}

export interface EndpointGroup {
  tag: string;
  description: string | undefined;
  endpoints: Endpoint[];
}

function endpointId(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+$/, '');
}

/** The JSON media type of a content map, else its first one. */
function bodyOf(content: Record<string, { schema?: unknown; example?: unknown }>) {
  const mediaType = JSON_MEDIA_TYPE in content ? JSON_MEDIA_TYPE : Object.keys(content)[0];
  const media = mediaType === undefined ? undefined : content[mediaType];
  if (mediaType === undefined || media === undefined) return undefined;
  return { mediaType, schema: media.schema, example: media.example };
}

function readParameters(document: OpenApiDocument, raw: readonly unknown[]): Parameter[] {
  return raw.flatMap((item) => {
    const parsed = parameterSchema.safeParse(resolveRef(document, item));
    // A path parameter is always required, whatever the document says.
    if (!parsed.success) return [];
    return [{ ...parsed.data, required: parsed.data.required || parsed.data.in === 'path' }];
  });
}

function readEndpoint(
  document: OpenApiDocument,
  path: string,
  method: HttpMethodName,
  raw: unknown,
  shared: Parameter[],
): Endpoint | undefined {
  const parsed = operationSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const operation = parsed.data;
  const own = readParameters(document, operation.parameters);
  const parameters = [
    ...shared.filter((item) => !own.some((o) => o.name === item.name && o.in === item.in)),
    ...own,
  ];
  const body = requestBodySchema.safeParse(resolveRef(document, operation.requestBody));
  const requestBody = body.success ? bodyOf(body.data.content) : undefined;
  return {
    id: endpointId(method, path),
    method,
    path,
    tag: operation.tags[0] ?? UNTAGGED,
    summary: operation.summary ?? operation.operationId ?? '',
    description: operation.description,
    parameters,
    requestBody:
      requestBody && body.success ? { ...requestBody, required: body.data.required } : undefined,
    responses: Object.entries(operation.responses).flatMap(([status, value]) => {
      const response = responseSchema.safeParse(resolveRef(document, value));
      if (!response.success) return [];
      const { description, content } = response.data;
      return [{ status, description, body: bodyOf(content) }];
    }),
  };
}

/** Every endpoint of the document, grouped by its first tag: declared tags first, in order. */
export function endpointGroups(document: OpenApiDocument): EndpointGroup[] {
  const groups = new Map<string, EndpointGroup>();
  for (const { name, description } of document.tags) {
    groups.set(name, { tag: name, description, endpoints: [] });
  }
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = readParameters(
      document,
      Array.isArray(item.parameters) ? (item.parameters as unknown[]) : [],
    );
    for (const method of HTTP_METHODS) {
      if (!(method in item)) continue;
      const endpoint = readEndpoint(document, path, method, item[method], shared);
      if (endpoint === undefined) continue;
      const group = groups.get(endpoint.tag) ?? {
        tag: endpoint.tag,
        description: undefined,
        endpoints: [],
      };
      group.endpoints.push(endpoint);
      groups.set(endpoint.tag, group);
    }
  }
  return [...groups.values()].filter((group) => group.endpoints.length > 0);
}

/** The groups with only the endpoints whose method, path, summary or tag contain `filter`. */
export function filterGroups(groups: EndpointGroup[], filter: string): EndpointGroup[] {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups.flatMap((group) => {
    const endpoints = group.endpoints.filter((endpoint) => {
      const text = `${endpoint.method} ${endpoint.path} ${endpoint.summary} ${group.tag}`;
      return words.every((word) => text.toLowerCase().includes(word));
    });
    return endpoints.length === 0 ? [] : [{ ...group, endpoints }];
  });
}
