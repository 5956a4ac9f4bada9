import { healthResponseSchema } from '@repo/contracts/health';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

describe('the gateway in front of the running services', () => {
  it.each(['storage', 'users', 'visualization'])(
    'answers /services/%s/health with a healthy service whose checks passed',
    async (service) => {
      const response = await fetch(`${baseUrl}/services/${service}/health`);
      expect(response.status).toBe(200);
      const body = healthResponseSchema.parse(await response.json());
      expect(body.service).toBe(service);
      expect(body.status).toBe('healthy');
      expect(Object.values(body.checks).every((check) => check.status === 'healthy')).toBe(true);
    },
  );

  it('reports itself healthy with every service behind it', async () => {
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.service).toBe('gateway');
    expect(Object.keys(body.checks)).toEqual(['storage', 'users', 'visualization']);
  });

  it('checks R2 for storage and D1 for every service', async () => {
    const storage = healthResponseSchema.parse(
      await (await fetch(`${baseUrl}/services/storage/health`)).json(),
    );
    expect(Object.keys(storage.checks).sort()).toEqual(['d1', 'r2']);
  });

  it.each([
    ['/api/storage/no-such-route', 'Not found: GET /api/storage/no-such-route'],
    ['/api/users/demo-user/no-such-route', 'Not found: GET /api/users/demo-user/no-such-route'],
    ['/api/nzbn/no-such-route', 'Not found: GET /api/nzbn/no-such-route'],
    ['/api/metrics/no-such-route', 'Not found: GET /api/metrics/no-such-route'],
  ])('forwards %s to its service, which answers in the envelope', async (path, message) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: { message } });
  });

  it('answers an unknown /api path with a 404 in the envelope', async () => {
    const response = await fetch(`${baseUrl}/api/nothing-here`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'No API at POST /api/nothing-here' },
    });
  });

  it.each(['/', '/learn', '/learn/async-basics', '/metrics', '/some/unknown/page'])(
    'serves the web app for %s',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>Async Microservices Dashboard');
    },
  );

  it.each(['/assets/nope.js', '/favicon.ico', '/learn/nope.png', '/frames/nope.html'])(
    'answers a missing file, %s, with 404 and not the web app, in a browser tab too',
    async (path) => {
      for (const mode of ['no-cors', 'navigate']) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { 'sec-fetch-mode': mode } });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-security-policy')).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      }
    },
  );
});
