import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

function securityHeadersOf(response: Response) {
  return {
    policy: response.headers.get('Content-Security-Policy'),
    nosniff: response.headers.get('X-Content-Type-Options'),
    referrer: response.headers.get('Referrer-Policy'),
    frameOptions: response.headers.get('X-Frame-Options'),
  };
}

const EXPECTED = {
  policy: "default-src 'none'; frame-ancestors 'none'",
  nosniff: 'nosniff',
  referrer: 'no-referrer',
  frameOptions: 'DENY',
};

describe("the gateway's security headers", () => {
  it.each([
    ['an unknown API path', '/api/unknown', {}],
    ['a health answer', '/health', {}],
    ['a path under /services/ that is not a health path', '/services/storage', {}],
    [
      'a refused cross-site write',
      '/api/storage/upload',
      { method: 'POST', headers: { Origin: 'https://evil.example' } },
    ],
  ])('are on %s', async (_, path, init: RequestInit) => {
    const response = await SELF.fetch(`https://gateway.test${path}`, init);
    expect(securityHeadersOf(response)).toEqual(EXPECTED);
  });

  it("keep the web app's own policy (apps/web/public/_headers) on a page the worker serves", async () => {
    // Deployed, the app's pages bypass the worker; here every request reaches it, which proves
    // the asset answer is copied (its headers are immutable) and its policy kept.
    const response = await SELF.fetch('https://gateway.test/learn', {
      headers: { 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'self'; .*frame-ancestors 'none'$/,
    );
  });
});
