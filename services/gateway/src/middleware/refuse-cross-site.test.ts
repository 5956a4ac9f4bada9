import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const GATEWAY = 'https://gateway.test';
// A path the gateway answers itself (404), so a request that passes reaches no service.
const WRITE_PATH = `${GATEWAY}/api/nothing-here`;

// Each test its own client address, so the write limit of one never refuses another's.
function send(method: string, client: string, headers: Record<string, string> = {}) {
  return SELF.fetch(WRITE_PATH, { method, headers: { 'CF-Connecting-IP': client, ...headers } });
}

describe('a request that changes data from another site', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses a cross-site %s with 403 and the envelope',
    async (method) => {
      const response = await send(method, `cross-${method}`, {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        success: false,
        error: {
          message: `Cross-site ${method} refused: requests that change data must come from this app`,
        },
      });
    },
  );

  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an opaque Origin (a sandboxed frame)', { Origin: 'null' }],
    ['Sec-Fetch-Site cross-site alone', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'another origin of the same site',
      { Origin: 'https://other.gateway.test', 'Sec-Fetch-Site': 'same-site' },
    ],
  ])('refuses a POST with %s', async (_, headers) => {
    const response = await send('POST', `headers-${JSON.stringify(headers)}`, headers);
    expect(response.status).toBe(403);
  });

  it('lets the same origin through', async () => {
    const response = await send('POST', 'same-origin', {
      Origin: GATEWAY,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'No API at POST /api/nothing-here' },
    });
  });

  it('lets a tool that names no origin through, as curl sends it', async () => {
    expect((await send('DELETE', 'curl')).status).toBe(404);
  });

  it('lets another site read: a GET is not refused', async () => {
    const response = await send('GET', 'reader', {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(404);
  });
});
