import { healthResponseSchema } from '@repo/contracts/health';
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

// Here the gateway runs alone, so its service bindings lead nowhere: these tests cover
// what it does on its own. Routing to the real services is tested against `npm start`.
describe('gateway on its own', () => {
  it.each([
    ['an unknown API path', '/api/unknown/thing', 'No API at GET /api/unknown/thing'],
    [
      "Cloudflare's own paths, which run nothing here,",
      '/cdn-cgi/handler/scheduled',
      'Nothing at /cdn-cgi/handler/scheduled',
    ],
  ])('answers %s with a 404 in the envelope', async (_what, path, message) => {
    const response = await SELF.fetch(`https://gateway.test${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: { message } });
  });

  it.each(['/assets/nope.js', '/favicon.ico', '/learn/nope.png'])(
    'answers a missing file, %s, with a 404 in the envelope rather than the web app',
    async (path) => {
      const response = await SELF.fetch(`https://gateway.test${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        error: { message: `No file at ${path}` },
      });
    },
  );

  it.each(['/services', '/learn/async-basics', '/'])(
    "serves the web app's page for %s, a client-side route",
    async (path) => {
      const response = await SELF.fetch(`https://gateway.test${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    },
  );

  it('answers an unknown service health path with a 404 naming the known services', async () => {
    const response = await SELF.fetch('https://gateway.test/services/billing/health');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: {
        message: "Unknown service 'billing'. Known services: storage, users, visualization",
      },
    });
  });

  it('reports an unreachable service as error with 503 and a reason', async () => {
    const response = await SELF.fetch('https://gateway.test/services/storage/health');
    expect(response.status).toBe(503);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ service: 'storage', status: 'error' });
    expect(body.message).toMatch(/^The storage service did not answer its health check: /);
  });

  it('is unhealthy itself while its services are unreachable', async () => {
    const response = await SELF.fetch('https://gateway.test/health');
    expect(response.status).toBe(503);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.service).toBe('gateway');
    expect(body.message).toBe('Unhealthy: storage, users, visualization');
  });

  it.each(['/services/', '/services/storage', '/services/storage/health/', '/services/a/b/c'])(
    'answers %s, which is no health path, with a 404 in the envelope',
    async (path) => {
      const response = await SELF.fetch(`https://gateway.test${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        error: {
          message: `Not found: GET ${path}. A service's health is at /services/{id}/health (storage, users, visualization)`,
        },
      });
    },
  );
});
