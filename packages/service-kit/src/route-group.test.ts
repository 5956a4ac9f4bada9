// RouteGroup answers every request as OpenAPIHono, which the routes were mounted with before,
// answered it: the same declarations mounted both ways, the same requests, the same answers.
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApp } from './create-app';
import { jsonBodyLimit } from './json-body-limit';
import { createRoute, createRoutes, queryShape } from './openapi';
import { issuesMessage } from './validate';

const answer = { 200: { description: 'ok' } };
const itemSchema = z.object({ name: z.string().min(2), count: z.number().int().optional() });

const itemRoute = createRoute({
  method: 'get',
  path: '/items/{id}',
  request: {
    params: z.object({ id: z.uuid('Item id must be a UUID') }),
    query: z.object(queryShape({ page: z.coerce.number().int().min(1).default(1) })),
  },
  responses: answer,
});

const ROUTES: RouteConfig[] = [
  itemRoute,
  createRoute({
    method: 'post',
    path: '/items',
    middleware: jsonBodyLimit(64),
    request: { body: { required: true, content: { 'application/json': { schema: itemSchema } } } },
    responses: answer,
  }),
  createRoute({
    method: 'put',
    path: '/items',
    request: { body: { content: { 'application/json': { schema: itemSchema } } } },
    responses: answer,
  }),
  createRoute({
    method: 'post',
    path: '/forms',
    request: {
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: z.object({ name: z.string().min(2) }) } },
      },
    },
    responses: answer,
  }),
];

const ok = (c: Context) => c.json({ ok: true }, 200);

function mountedWith(group: 'RouteGroup' | 'OpenAPIHono') {
  const app = createApp();
  if (group === 'RouteGroup') {
    const router = createRoutes();
    for (const route of ROUTES) router.openapi(route, ok);
    app.route('/', router);
  } else {
    const router = new OpenAPIHono({
      defaultHook: (result) => {
        if (!result.success) {
          throw new HTTPException(400, { message: issuesMessage(result.error.issues) });
        }
      },
    });
    for (const route of ROUTES) router.openapi(route, ok);
    app.route('/', router);
  }
  return app;
}

const form = () => {
  const body = new FormData();
  body.set('name', 'x');
  return body;
};
const json = (body: string, type = 'application/json') => ({
  method: 'POST',
  headers: { 'content-type': type },
  body,
});

const REQUESTS: [string, RequestInit?][] = [
  ['/items/2b1e0c3e-8a0f-4f57-9a55-1a0f3c1e2d4b?page=2&page=3'],
  ['/items/2b1e0c3e-8a0f-4f57-9a55-1a0f3c1e2d4b'],
  ['/items/nope?page=0'],
  ['/items/nope?page=x'],
  ['/items', json('{"name":"ab","count":2}')],
  ['/items', json('{"name":"a","count":1.5}')],
  ['/items', json('{"name":')],
  ['/items', json('{"name":"ab"}', 'application/json; charset=utf-8')],
  ['/items', json('{"name":"ab"}', 'text/plain')],
  ['/items', json(`{"name":"${'a'.repeat(100)}"}`)],
  ['/items', { method: 'POST' }],
  ['/items', { method: 'PUT' }],
  ['/items', { ...json('{"name":"a"}'), method: 'PUT' }],
  ['/items', { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'hello' }],
  ['/items', { method: 'PUT', body: new Blob(['hello']) }],
  ['/forms', { method: 'POST', body: form() }],
  ['/forms', json('{"name":"ab"}')],
  ['/forms', { method: 'POST', body: new URLSearchParams({ name: 'abc' }) }],
  ['/forms', { method: 'POST' }],
];

async function answerOf(app: ReturnType<typeof mountedWith>, path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return { status: response.status, body: await response.text() };
}

describe('RouteGroup', () => {
  it.each(REQUESTS)('answers %s as OpenAPIHono did (%o)', async (path, init) => {
    const ours = await answerOf(mountedWith('RouteGroup'), path, init);
    // A FormData or stream body is read once: each app gets a request of its own.
    const before = await answerOf(mountedWith('OpenAPIHono'), path, init && { ...init });
    expect(ours).toEqual(before);
  });

  it("hands the handler the parsed input: a query's first value, coerced, defaults filled", async () => {
    const app = createApp();
    app.route(
      '/',
      createRoutes().openapi(itemRoute, (c) =>
        c.json({ param: c.req.valid('param'), query: c.req.valid('query') }, 200),
      ),
    );
    const id = '2b1e0c3e-8a0f-4f57-9a55-1a0f3c1e2d4b';
    const first = await app.request(`/items/${id}?page=2&page=3`);
    expect(await first.json()).toEqual({ param: { id }, query: { page: 2 } });
    const bare = await app.request(`/items/${id}`);
    expect(await bare.json()).toEqual({ param: { id }, query: { page: 1 } });
  });

  it('refuses a declaration of headers or cookies when it is mounted', () => {
    const route = createRoute({
      method: 'get',
      path: '/h',
      request: { headers: z.object({ 'x-id': z.string() }) },
      responses: answer,
    });
    expect(() => createRoutes().openapi(route, (c) => c.json({}, 200))).toThrow(/headers/);
  });
});
