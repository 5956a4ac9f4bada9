// The parts of an OpenAPI 3.1 document the API page reads, parsed leniently: an operation the
// page cannot read is left out rather than failing the whole document.
import * as z from 'zod';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethodName = (typeof HTTP_METHODS)[number];

export const openApiDocumentSchema = z.object({
  openapi: z.string().startsWith('3.'),
  info: z.object({
    title: z.string(),
    version: z.string(),
    description: z.string().optional(),
  }),
  tags: z.array(z.object({ name: z.string(), description: z.string().optional() })).default([]),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  components: z.record(z.string(), z.unknown()).default({}),
});

export type OpenApiDocument = z.output<typeof openApiDocumentSchema>;

export const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  description: z.string().optional(),
  required: z.boolean().default(false),
  schema: z.unknown().optional(),
  example: z.unknown().optional(),
});

export type Parameter = z.output<typeof parameterSchema>;

const mediaTypesSchema = z
  .record(z.string(), z.object({ schema: z.unknown().optional(), example: z.unknown().optional() }))
  .default({});

export const requestBodySchema = z.object({
  description: z.string().optional(),
  required: z.boolean().default(false),
  content: mediaTypesSchema,
});

export const responseSchema = z.object({
  description: z.string().default(''),
  content: mediaTypesSchema,
});

export const operationSchema = z.object({
  tags: z.array(z.string()).default([]),
  summary: z.string().optional(),
  description: z.string().optional(),
  operationId: z.string().optional(),
  parameters: z.array(z.unknown()).default([]),
  requestBody: z.unknown().optional(),
  responses: z.record(z.string(), z.unknown()).default({}),
});

const POINTER_START = '#/';

/**
 * The object a local `$ref` ('#/components/schemas/User') points to, followed through refs
 * to refs; the value itself when it is no ref, undefined when the ref leads nowhere or in a
 * circle.
 */
export function resolveRef(document: OpenApiDocument, value: unknown): unknown {
  const seen = new Set<string>();
  let current = value;
  while (isRef(current)) {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith(POINTER_START)) return undefined;
    seen.add(ref);
    current = ref
      .slice(POINTER_START.length)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document);
  }
  return current;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRef(value: unknown): value is { $ref: string } {
  return isRecord(value) && typeof value.$ref === 'string';
}
