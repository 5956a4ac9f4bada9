import {
  telemetryMessageSchema,
  type RequestEvent,
  type TelemetryMessage,
} from '@repo/contracts/metrics';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTelemetryBuffers } from './deliver';
import { telemetry, type TelemetryOptions, type TelemetryVariables } from './middleware';
import { deferred, fakeExecutionContext, fakeQueue } from './testing/fake-bindings';
import { visitorMark } from './visitors';
import { warnOnce } from './warn-once';

// Failures are reported through warnOnce; checking its calls keeps the tests independent
// of which warning an earlier test already used up.
vi.mock('./warn-once', () => ({ warnOnce: vi.fn() }));
// No new trace is recorded here, so each message holds requests and operations only, whatever
// the isolate's sampler has left; middleware-tracing.test.ts covers the spans.
vi.mock('./tracing/sampler', () => ({ sampleNewTrace: () => false }));

type TestEnv = {
  Bindings: { TELEMETRY?: Queue<TelemetryMessage> };
  Variables: TelemetryVariables;
};

const ADDRESS = '203.0.113.9';
const BROWSER = 'Mozilla/5.0 (Macintosh) Safari/605.1.15';

function buildApp(options: TelemetryOptions = { service: 'storage' }) {
  const app = new Hono<TestEnv>();
  app.onError((error, c) =>
    c.json({ error: error.message }, error instanceof HTTPException ? error.status : 500),
  );
  app.use(telemetry(options));
  const files = new Hono<TestEnv>();
  files.get('/files/:id', (c) => c.json({ id: c.req.param('id') }, 200));
  files.delete('/files/:id', async (c) => {
    const telemetry = c.get('telemetry');
    telemetry.operation('file.delete', 12.5, true);
    await telemetry.time('registry.search', () => Promise.resolve('found'));
    await telemetry
      .time('file.upload', () => Promise.reject(new Error('R2 unavailable')))
      .catch(() => undefined);
    return c.body(null, 204);
  });
  files.get('/broken', () => {
    throw new Error('database is down');
  });
  app.route('/api', files);
  return app;
}

async function requestOnce(
  path: string,
  init: RequestInit = {},
  app = buildApp(),
): Promise<{ response: Response; message: TelemetryMessage }> {
  const { queue, sent } = fakeQueue();
  const { executionContext, settled } = fakeExecutionContext();
  const response = await app.request(path, init, { TELEMETRY: queue }, executionContext);
  await settled();
  expect(sent).toHaveLength(1);
  return { response, message: telemetryMessageSchema.parse(sent[0]) };
}

function requestEventOf(message: TelemetryMessage): RequestEvent {
  const [event] = message.events;
  if (event?.kind !== 'request') throw new Error('The first event is not the request');
  return event;
}

// Each request is sent on its own, at once; deliver.test.ts covers the batching.
beforeEach(() => resetTelemetryBuffers({ flushDelayMs: 0 }));
afterEach(() => vi.mocked(warnOnce).mockClear());

describe('telemetry', () => {
  it('records the route pattern, never the concrete path, with method, status and timing', async () => {
    const before = Date.now();
    const { response, message } = await requestOnce('/api/files/42');

    expect(response.status).toBe(200);
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
    const event = requestEventOf(message);
    expect(event).toMatchObject({
      kind: 'request',
      service: 'storage',
      route: '/api/files/:id',
      method: 'GET',
      status: 200,
    });
    expect(event.durationMs).toBeGreaterThanOrEqual(0);
    expect(event.at).toBeGreaterThanOrEqual(before);
    expect(event.at).toBeLessThanOrEqual(Date.now());
    expect(JSON.stringify(message)).not.toContain('/api/files/42');
  });

  it('records a 500 answered by onError for a throwing handler', async () => {
    const { response, message } = await requestOnce('/api/broken');
    expect(response.status).toBe(500);
    expect(requestEventOf(message)).toMatchObject({ route: '/api/broken', status: 500 });
  });

  it('records an unknown path as a 404 on the catch-all route', async () => {
    const { response, message } = await requestOnce('/nowhere/7', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(requestEventOf(message)).toMatchObject({ route: '*', method: 'POST', status: 404 });
  });

  it('sends the operations a handler reported in the same message as its request', async () => {
    const { response, message } = await requestOnce('/api/files/42', { method: 'DELETE' });

    expect(response.status).toBe(204);
    expect(message.events.map((event) => event.kind)).toEqual([
      'request',
      'operation',
      'operation',
      'operation',
    ]);
    expect(message.events.slice(1)).toMatchObject([
      { service: 'storage', operation: 'file.delete', durationMs: 12.5, success: true },
      { operation: 'registry.search', success: true },
      { operation: 'file.upload', success: false },
    ]);
  });

  it('lets `time` return the result and rethrow the error of the work it times', async () => {
    const app = new Hono<TestEnv>();
    app.use(telemetry({ service: 'users' }));
    app.get('/search', async (c) => {
      const found = await c.get('telemetry').time('registry.search', async () => 3);
      const failure = await c
        .get('telemetry')
        .time('registry.analytics', () => Promise.reject(new Error('timeout')))
        .then(
          () => 'none',
          (error: unknown) => (error instanceof Error ? error.message : 'unknown'),
        );
      return c.json({ found, failure }, 200);
    });

    const { response } = await requestOnce('/search', {}, app);
    expect(await response.json()).toEqual({ found: 3, failure: 'timeout' });
  });

  it('adds a visitor mark with countVisitors, derived from the address and browser of the day', async () => {
    const app = buildApp({ service: 'gateway', countVisitors: true });
    const headers = { 'x-forwarded-for': `${ADDRESS}, 10.0.0.1`, 'user-agent': BROWSER };
    const { message } = await requestOnce('/api/files/1', { headers }, app);

    const event = requestEventOf(message);
    const day = new Date(event.at).toISOString().slice(0, 10);
    expect(event.visitor).toEqual(await visitorMark(ADDRESS, BROWSER, day));
    const sent = JSON.stringify(message);
    expect(sent).not.toContain(ADDRESS);
    expect(sent).not.toContain('Safari');
  });

  it('prefers cf-connecting-ip to x-forwarded-for for the visitor', async () => {
    const app = buildApp({ service: 'gateway', countVisitors: true });
    const headers = { 'cf-connecting-ip': ADDRESS, 'x-forwarded-for': '198.51.100.1' };
    const { message } = await requestOnce('/api/files/1', { headers }, app);

    const event = requestEventOf(message);
    const day = new Date(event.at).toISOString().slice(0, 10);
    expect(event.visitor).toEqual(await visitorMark(ADDRESS, '', day));
  });

  it('adds no visitor mark without countVisitors', async () => {
    const headers = { 'cf-connecting-ip': ADDRESS, 'user-agent': BROWSER };
    const { message } = await requestOnce('/api/files/1', { headers });
    expect(requestEventOf(message)).not.toHaveProperty('visitor');
  });

  it('answers before the send completes', async () => {
    const held = deferred();
    const { queue, sent } = fakeQueue(() => held.promise);
    const { executionContext, pending, settled } = fakeExecutionContext();
    let sendSettled = false;

    const response = await buildApp().request(
      '/api/files/42',
      {},
      { TELEMETRY: queue },
      executionContext,
    );
    void Promise.all(pending).then(() => (sendSettled = true));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '42' });
    expect(pending).toHaveLength(1);
    expect(sendSettled).toBe(false);
    held.resolve();
    await settled();
    expect(sendSettled).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('answers as usual when the send fails, and logs it', async () => {
    const { queue } = fakeQueue(() => Promise.reject(new Error('queue overloaded')));
    const { executionContext, pending, settled } = fakeExecutionContext();

    const response = await buildApp().request(
      '/api/files/42',
      {},
      { TELEMETRY: queue },
      executionContext,
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '42' });
    await expect(Promise.all(pending)).resolves.toBeDefined();
    await settled();
    expect(warnOnce).toHaveBeenCalledWith('send', expect.any(String), expect.any(Error));
  });

  it('answers as usual without a TELEMETRY binding, and logs it', async () => {
    const { executionContext, pending } = fakeExecutionContext();
    const response = await buildApp().request('/api/files/42', {}, {}, executionContext);

    expect(response.status).toBe(200);
    expect(pending).toHaveLength(0);
    expect(warnOnce).toHaveBeenCalledWith('binding', expect.any(String));
  });

  it('answers as usual without an execution context, and sends nothing', async () => {
    const { queue, sent } = fakeQueue();
    const response = await buildApp().request('/api/files/42', {}, { TELEMETRY: queue });

    expect(response.status).toBe(200);
    expect(sent).toHaveLength(0);
    expect(warnOnce).toHaveBeenCalledWith('context', expect.any(String));
  });

  it('delivers an operation reported after the response too', async () => {
    const app = new Hono<TestEnv>();
    app.use(telemetry({ service: 'storage' }));
    app.post('/sweep', (c) => {
      const recorder = c.get('telemetry');
      const afterResponse = new Promise((resolve) => setTimeout(resolve, 5));
      c.executionCtx.waitUntil(
        afterResponse.then(() => recorder.operation('file.delete', 3, true)),
      );
      return c.body(null, 202);
    });
    const { queue, sent } = fakeQueue();
    const { executionContext, settled } = fakeExecutionContext();

    await app.request('/sweep', { method: 'POST' }, { TELEMETRY: queue }, executionContext);
    await settled();

    const kinds = sent.flatMap((message) => message.events.map((event) => event.kind));
    expect(kinds.sort()).toEqual(['operation', 'request']);
  });
});
