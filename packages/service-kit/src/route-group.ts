// Mounts routes declared with `createRoute` (./openapi.ts) and validates their requests with
// zod, as `@hono/zod-openapi`'s `OpenAPIHono.openapi()` does, without its OpenAPI generator:
// importing that package runs `extendZodWithOpenApi(zod)` and loads the generator and every
// zod locale into each worker, though only the document's build (services/gateway) needs them
// (docs/architecture.md#contracts-and-the-openapi-document).
// Its types are still used: `import type` leaves nothing in a bundle.
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { Hono, type Context, type Env, type MiddlewareHandler, type Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import type * as z from 'zod';
import { issuesMessage } from './validate';

type Target = 'query' | 'param' | 'json' | 'form';

/**
 * A route's own answer to its input's validation, as OpenAPIHono's third argument: a response
 * to send instead (an unknown id in a path as a 404), or nothing to go on.
 */
export type RouteHook<E extends Env> = (
  result: { success: boolean },
  c: Context<E>,
) => Response | undefined | Promise<Response | undefined>;

// Input that does not fit, and that the route's hook does not answer, is refused with a 400
// naming every wrong field, in the API envelope (`createApp`'s error handler writes it).
function check<E extends Env>(
  target: Target,
  schema: z.ZodType,
  hook?: RouteHook<E>,
): MiddlewareHandler<E> {
  return validator(target, async (value, c: Context<E>) => {
    const result = await schema.safeParseAsync(value);
    const answer = await hook?.(result, c);
    if (answer) return answer;
    if (!result.success) {
      throw new HTTPException(400, { message: issuesMessage(result.error.issues) });
    }
    return result.data;
  });
}

function isZod(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParseAsync' in schema;
}

const isJsonType = (type: string) => /^application\/([a-z-.]+\+)?json/i.test(type);
const isFormType = (type: string) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type);

// What a request's Content-Type must be to match a declared media type.
const JSON_REQUEST = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;
const MULTIPART_REQUEST = /^multipart\/form-data(;\s?boundary=[a-zA-Z0-9'"()+_,\-./:=?]+)?$/i;
const URLENCODED_REQUEST = /^application\/x-www-form-urlencoded(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

function matchesMediaType(contentType: string, mediaType: string): boolean {
  if (mediaType === '*/*') return true;
  if (isJsonType(mediaType)) return JSON_REQUEST.test(contentType);
  if (isFormType(mediaType)) {
    return MULTIPART_REQUEST.test(contentType) || URLENCODED_REQUEST.test(contentType);
  }
  const essence = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType.endsWith('/*')) return essence.startsWith(mediaType.slice(0, -1).toLowerCase());
  return essence === mediaType.toLowerCase();
}

// Whether a request without a Content-Type sent any bytes, read from a copy of its body.
async function hasRequestBody(c: Context): Promise<boolean> {
  const raw = c.req.raw;
  if (raw.body === null) return false;
  if (raw.bodyUsed) return (await c.req.arrayBuffer()).byteLength > 0;
  const body = raw.clone().body;
  if (body === null) return false;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** A body of a declared media type only: any other is a 415, as is an untyped non-empty body. */
function mediaTypeGate<E extends Env>(declared: readonly string[]): MiddlewareHandler<E> {
  return async (c: Context<E>, next: Next) => {
    const contentType = c.req.header('content-type');
    const allowed = contentType
      ? declared.some((mediaType) => matchesMediaType(contentType, mediaType))
      : !(await hasRequestBody(c));
    if (!allowed) throw new HTTPException(415, { message: 'Unsupported Media Type' });
    await next();
  };
}

/** A body's validator; an optional body of another type (or none) is validated as `{}`. */
function bodyCheck<E extends Env>(
  target: 'json' | 'form',
  schema: z.ZodType,
  required: boolean,
  hook?: RouteHook<E>,
): MiddlewareHandler<E> {
  const checked = check(target, schema, hook);
  if (required) return checked;
  const isTarget = target === 'json' ? isJsonType : isFormType;
  return async (c, next) => {
    const contentType = c.req.header('content-type');
    if (contentType && isTarget(contentType)) return checked(c, next);
    c.req.addValidatedData(target, {});
    await next();
  };
}

type Body = NonNullable<RouteConfig['request']>['body'];

function bodyChecks<E extends Env>(body: Body, hook?: RouteHook<E>): MiddlewareHandler<E>[] {
  const content = body?.content;
  if (!content) return [];
  const declared = Object.keys(content);
  const required = body.required === true;
  const validated = declared.flatMap((mediaType) => {
    const media = content[mediaType];
    const schema = media && 'schema' in media ? media.schema : undefined;
    if (!isZod(schema)) return [];
    if (isJsonType(mediaType)) return [bodyCheck('json', schema, required, hook)];
    if (isFormType(mediaType)) return [bodyCheck('form', schema, required, hook)];
    return [];
  });
  return validated.length > 0 ? [mediaTypeGate(declared), ...validated] : [];
}

/** The middleware that validates a route's declared input, in the order OpenAPIHono ran it. */
function inputChecks<E extends Env>(
  route: RouteConfig,
  hook?: RouteHook<E>,
): MiddlewareHandler<E>[] {
  const { query, params, headers, cookies, body } = route.request ?? {};
  if (headers || cookies) {
    throw new Error(`${route.method} ${route.path}: headers and cookies are not validated here`);
  }
  return [
    ...(query ? [check('query', query, hook)] : []),
    ...(params ? [check('param', params, hook)] : []),
    ...bodyChecks(body, hook),
  ];
}

/** `/files/{id}` (the document's form) as Hono routes it: `/files/:id`. */
const routingPath = (path: string) => path.replaceAll(/\/{(.+?)}/g, '/:$1');

/** A group of routes, each mounted from its declaration with its handler. */
export class RouteGroup<E extends Env> extends Hono<E> {
  /**
   * Mounts `route`: its own middleware (a JSON body's bounds), then the validation of its
   * query, parameters and body, then `handler`, typed by the declaration as OpenAPIHono types it.
   */
  openapi<R extends RouteConfig>(route: R, handler: RouteHandler<R, E>, hook?: RouteHook<E>): this {
    const { middleware } = route;
    const own = middleware ? (Array.isArray(middleware) ? middleware : [middleware]) : [];
    this.on(
      [route.method],
      [routingPath(route.path)],
      ...own,
      ...inputChecks(route, hook),
      handler,
    );
    return this;
  }
}
