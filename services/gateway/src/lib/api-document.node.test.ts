// In Node, not workerd: the validator compiles JSON Schemas to functions, which workerd forbids.
import { Validator } from '@seriousme/openapi-schema-validator';
import { SERVICE_IDS } from '@repo/contracts/services';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { buildApp as buildGateway } from '../app';
import { API_ROUTES } from '../routes/proxy/proxy.routes';
import { buildApiDocument } from './api-document';
import servedDocument from './api-document.json';

/** The document as the gateway serves it: the file `npm run api:document` writes. */
const apiDocument = () => servedDocument;

type RoutedApp = Pick<Hono, 'routes'>;

// Each service's app, built to read its routes. Imported by a name the type checker does not
// follow: each service's code is checked in its own program, against its own bindings.
async function serviceApp(service: string): Promise<RoutedApp> {
  const specifier = `@repo/${service}/app`;
  const { buildApp } = (await import(/* @vite-ignore */ specifier)) as {
    buildApp: () => RoutedApp;
  };
  return buildApp();
}

/** `GET /api/users/{id}`, as the document and Hono (`:id`) would both have it. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:([^/]+)/g, '{$1}')}`;

// A route of an app, not a middleware (`use`, method ALL) nor a catch-all (`/api/*`).
const endpointsOf = (app: RoutedApp) =>
  app.routes.filter(({ method, path }) => method !== 'ALL' && !path.endsWith('*'));

/** Every route a client reaches through the gateway: its own, and each service's it forwards. */
async function publicRoutes(): Promise<Set<string>> {
  const keys = endpointsOf(buildGateway()).map(({ method, path }) => routeKey(method, path));
  for (const service of SERVICE_IDS) {
    const prefixes = API_ROUTES.filter((route) => route.service === service).map(
      (route) => route.prefix,
    );
    for (const { method, path } of endpointsOf(await serviceApp(service))) {
      if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
        keys.push(routeKey(method, path));
      }
    }
  }
  return new Set(keys);
}

function documentedRoutes(): Set<string> {
  const keys = Object.entries(apiDocument().paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((key) => ['get', 'put', 'post', 'delete', 'patch', 'head'].includes(key))
      .map((method) => routeKey(method, path)),
  );
  return new Set(keys);
}

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const document: Record<string, unknown> = { ...apiDocument() };
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists exactly the routes the gateway and the services answer', async () => {
    const routes = [...(await publicRoutes())].sort();
    expect([...documentedRoutes()].sort()).toEqual(routes);
    // The public paths of every part: none is missing from what the apps answer either.
    for (const path of ['GET /api/openapi.json', 'GET /health', 'POST /api/storage/upload']) {
      expect(routes).toContain(path);
    }
  });

  it('is the document the route declarations build (npm run api:document writes it)', () => {
    // Through JSON, as the file holds it: `undefined` fields are left out.
    const built: unknown = JSON.parse(JSON.stringify(buildApiDocument()));
    expect(servedDocument, 'run npm run api:document after changing a route').toEqual(built);
  });

  it('describes every path parameter of every route', () => {
    for (const [path, item] of Object.entries(apiDocument().paths ?? {})) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const operation of Object.values(item ?? {})) {
        const parameters = (operation as { parameters?: Array<{ in: string; name: string }> })
          .parameters;
        const declared = (parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), path).toEqual(names.sort());
      }
    }
  });
});
