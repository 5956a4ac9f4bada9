// Routes that carry their contracts (docs/architecture.md#contracts-and-the-openapi-document):
// each route is declared once with `createRoute`, from the zod schemas of `@repo/contracts`,
// and that declaration both validates its requests (./route-group.ts) and describes it in
// /api/openapi.json, which the gateway's build writes from it (services/gateway/src/lib/api-document.ts).
import type { RouteConfig } from '@hono/zod-openapi';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@repo/contracts/envelope';
import type { Env } from 'hono';
import * as z from 'zod';
import { RouteGroup } from './route-group';

/**
 * The scheme of the one admin token (the ADMIN_TOKEN secret, service-kit's admin-token.ts),
 * named in the `security` of each admin call: the register's administration, the lab's writes.
 */
export const ADMIN_SECURITY_SCHEME = 'adminToken';

/** An admin-only call's `security` and its refusals, for its declaration. */
export const adminCall = {
  security: [{ [ADMIN_SECURITY_SCHEME]: [] }] as Array<Record<string, string[]>>,
  responses: {
    401: errorAnswer('The admin token is missing or wrong'),
    403: errorAnswer('Admin calls are off in this deployment: no ADMIN_TOKEN is set'),
  },
};

/**
 * A group of routes declared with `createRoute`. A request whose parameters or query do not
 * fit the declaration is refused with a 400 naming every wrong field, in the API envelope
 * (`createApp`'s error handler writes it).
 */
export function createRoutes<E extends Env>(): RouteGroup<E> {
  return new RouteGroup<E>();
}

/**
 * A route's declaration, as `@hono/zod-openapi`'s `createRoute` takes it: kept as written, its
 * path's literal type typing the handler's parameters.
 */
export function createRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(
  route: R,
): R {
  return route;
}

const firstValue = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

type FirstValues<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodPipe<z.ZodTransform<unknown, unknown>, S[K]>;
};

/**
 * A query's fields, each read from its first value when a parameter is given more than once
 * (as `c.req.query()` reads them): `?page=2&page=3` is page 2, not a list.
 */
export function queryShape<S extends z.ZodRawShape>(shape: S): FirstValues<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, z.preprocess(firstValue, field)]),
  ) as FirstValues<S>;
}

/** An answer in the success half of the envelope, `{ success: true, data }`. */
export function successAnswer<T extends z.ZodType>(data: T, description: string) {
  return {
    description,
    content: { 'application/json': { schema: successEnvelopeSchema(data) } },
  } as const;
}

/** A refusal or failure in the error half of the envelope, `{ success: false, error }`. */
export function errorAnswer(description: string) {
  return {
    description,
    content: { 'application/json': { schema: errorEnvelopeSchema } },
  } as const;
}

/** A route's own refusals, by status: `{ 404: 'No user has this id' }`. */
export type Refusals = Record<number, string>;

type ErrorAnswers<X extends Refusals> = { [K in keyof X]: ReturnType<typeof errorAnswer> };

/**
 * The refusals of a route that takes parameters, a query or a body: the `400` for input that
 * does not fit, and its own.
 */
export function inputRefusals<X extends Refusals = Record<never, never>>(own?: X) {
  const answers = Object.fromEntries(
    Object.entries(own ?? {}).map(([status, description]) => [status, errorAnswer(description)]),
  ) as ErrorAnswers<X>;
  return { 400: errorAnswer('A parameter, the query or the body is not valid'), ...answers };
}

/**
 * `route` for mounting when its handler reads its own body (an upload's stream, a JSON body
 * read leniently so a body that is not JSON gets the route's own 400): the body stays in the
 * declaration the document is built from, and only the path and query are validated on the way in.
 */
export function bodyReadByHandler<R extends RouteConfig>(route: R): WithoutBody<R> {
  const { body: _body, ...request } = route.request ?? {};
  return { ...route, request } as WithoutBody<R>;
}

/** A declaration whose body its handler reads: what `bodyReadByHandler` mounts. */
export type WithoutBody<R extends RouteConfig> = Omit<R, 'request'> & {
  request: Omit<NonNullable<R['request']>, 'body'>;
};

/**
 * The reads of one router, each a `GET` under the router's `tag` answering `data` in the
 * envelope: a read states only its path, summary, parameters or query, data and own refusals.
 */
export function readRoutes(tag: string) {
  return <
    P extends string,
    Q extends NonNullable<RouteConfig['request']>,
    D extends z.ZodType,
    X extends Refusals = Record<never, never>,
  >(
    path: P,
    summary: string,
    request: Q,
    data: D,
    refusals?: X,
  ) =>
    createRoute({
      method: 'get',
      path,
      tags: [tag],
      summary,
      request,
      responses: { 200: successAnswer(data, summary), ...inputRefusals(refusals) },
    });
}
