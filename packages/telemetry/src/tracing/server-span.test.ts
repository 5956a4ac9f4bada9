// How a request's server span is named when a wildcard route forwards it to the service that
// answers, as the gateway forwards `/api/storage/*` to storage.
import { telemetryMessageSchema } from '@repo/contracts/metrics';
import type { SpanEvent } from '@repo/contracts/traces';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTelemetryBuffers } from '../deliver';
import { telemetry, type TelemetryVariables } from '../middleware';
import { fakeExecutionContext, fakeQueue } from '../testing/fake-bindings';
import { answeringRoute, ROUTE_HEADER } from './server-span';

// The isolate's rate sampler would make the outcome depend on how many requests came before.
vi.mock('./sampler', () => ({ sampleNewTrace: vi.fn(() => true) }));

type TestEnv = { Bindings: { TELEMETRY?: Queue<unknown> }; Variables: TelemetryVariables };

/** The service behind: concrete routes, and a catch-all for what it does not serve. */
function storageApp() {
  const app = new Hono<TestEnv>();
  app.use(telemetry({ service: 'storage' }));
  app.post('/api/storage/upload', (c) => c.json({ ok: true }, 201));
  app.get('/api/storage/files', (c) => c.json({ items: [] }, 200));
  app.delete('/api/storage/files/:id', (c) => c.body(null, 204));
  app.all('*', (c) => c.json({ error: 'no such route' }, 404));
  return app;
}

/** The gateway: one wildcard per service, the answer copied as it forwards it. */
function gatewayApp(behind: Hono<TestEnv>) {
  const app = new Hono<TestEnv>();
  app.use(telemetry({ service: 'gateway', trustIncomingSampling: false }));
  app.all('/api/storage/*', async (c) => {
    const response = await behind.request(c.req.raw, {}, c.env, c.executionCtx);
    return new Response(response.body, response);
  });
  app.get('/api/lab/queues/:queue/dead-letters', (c) => c.json({ items: [] }, 200));
  return app;
}

async function gatewaySpan(path: string, method: string, headers: Record<string, string> = {}) {
  const { queue, sent } = fakeQueue();
  const { executionContext, settled } = fakeExecutionContext();
  const app = gatewayApp(storageApp());
  const init = { method, headers };
  const response = await app.request(path, init, { TELEMETRY: queue }, executionContext);
  await settled();
  const spans = sent
    .map((message) => telemetryMessageSchema.parse(message))
    .flatMap((message) => message.events)
    .filter((event): event is SpanEvent => event.kind === 'span');
  const gateway = spans.find((span) => span.service === 'gateway' && span.spanKind === 'server');
  return { response, gateway, spans };
}

beforeEach(() => resetTelemetryBuffers({ flushDelayMs: 0 }));

describe("the gateway's server span", () => {
  it.each([
    ['POST', '/api/storage/upload', 'POST /api/storage/upload'],
    ['GET', '/api/storage/files', 'GET /api/storage/files'],
    ['DELETE', '/api/storage/files/7', 'DELETE /api/storage/files/:id'],
  ])('is named %s %s by the route of the service that answered', async (method, path, name) => {
    const { gateway, response } = await gatewaySpan(path, method);

    expect(gateway).toMatchObject({
      name,
      attributes: { 'http.route': name.split(' ')[1], 'url.path': path },
    });
    expect(response.headers.get(ROUTE_HEADER)).toBe(name.split(' ')[1]);
  });

  it('keeps its wildcard when the service behind matched no route', async () => {
    const { gateway, response } = await gatewaySpan('/api/storage/nowhere', 'GET');

    expect(response.status).toBe(404);
    expect(gateway?.name).toBe('GET /api/storage/*');
  });

  it('keeps a concrete route of its own', async () => {
    const { gateway } = await gatewaySpan('/api/lab/queues/file-events/dead-letters', 'GET');

    expect(gateway?.name).toBe('GET /api/lab/queues/:queue/dead-letters');
  });
});

describe('answeringRoute', () => {
  it('takes the route behind a wildcard only, and never a wildcard behind it', () => {
    expect(answeringRoute('/api/users/*', '/api/users/:id')).toBe('/api/users/:id');
    expect(answeringRoute('/api/users/:id', '/api/other')).toBe('/api/users/:id');
    expect(answeringRoute('/api/users/*', '*')).toBe('/api/users/*');
    expect(answeringRoute('/api/users/*', null)).toBe('/api/users/*');
  });
});

describe('a span made for a lab session', () => {
  it('names the session hash its baggage carries, and no other entry, on every span', async () => {
    const session = 'c'.repeat(32);
    const { spans } = await gatewaySpan('/api/storage/files', 'GET', {
      baggage: `lab.session.hash=${session},lab.session=${'d'.repeat(32)},team=blue`,
    });
    expect(spans.length).toBeGreaterThanOrEqual(1);
    for (const span of spans) {
      expect(span.attributes['lab.session.hash']).toBe(session);
      expect(span.attributes).not.toHaveProperty('lab.session');
      expect(span.attributes).not.toHaveProperty('team');
    }
  });

  it('names none for a value that is no session hash', async () => {
    const { gateway } = await gatewaySpan('/api/storage/files', 'GET', {
      baggage: 'lab.session.hash=not-a-session',
    });
    expect(gateway?.attributes).not.toHaveProperty('lab.session.hash');
  });
});
