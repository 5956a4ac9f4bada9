import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { isAllowedHost, unknownHostMessage } from './allow-host';

// The tests' own name, gateway.test, is in PUBLIC_HOSTS (vitest.config.mts).
describe('a request addressed to a name this dashboard does not have', () => {
  it('is refused with 421, saying which name and what to do', async () => {
    // What DNS rebinding sends: another site's name, resolved to this machine.
    const response = await SELF.fetch('http://rebind.evil.example:8787/api/lab/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': 'rebinding' },
      body: JSON.stringify({ target: 'users', type: 'errors', value: 1, durationSeconds: 60 }),
    });
    expect(response.status).toBe(421);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: unknownHostMessage('rebind.evil.example') },
    });
    expect(unknownHostMessage('rebind.evil.example')).toBe(
      "The host 'rebind.evil.example' is not one this dashboard answers to: open it at localhost or its IP address, or add the name to PUBLIC_HOSTS (docs/deploy.md)",
    );
  });

  it.each(['/health', '/api/files', '/services'])('refuses a read of %s too', async (path) => {
    const response = await SELF.fetch(`https://evil.example${path}`);
    expect(response.status).toBe(421);
  });

  it('lets a name in PUBLIC_HOSTS through, in any case', async () => {
    const response = await SELF.fetch('https://GATEWAY.test/api/nothing-here');
    expect(response.status).toBe(404);
  });
});

describe('isAllowedHost', () => {
  it.each([
    'localhost',
    'localhost.',
    'app.localhost',
    '127.0.0.1',
    '192.168.1.20',
    '[::1]',
    'gateway.learner.workers.dev',
  ])('allows %s', (hostname) => {
    expect(isAllowedHost(hostname, undefined)).toBe(true);
  });

  it.each([
    'evil.example',
    'localhost.evil.example',
    'workers.dev.evil.example',
    '127.0.0.1.nip.io',
    'localhostx',
  ])('refuses %s', (hostname) => {
    expect(isAllowedHost(hostname, undefined)).toBe(false);
  });

  it('allows the names of PUBLIC_HOSTS, separated by commas or spaces, and no others', () => {
    const setting = 'dashboard.example.org, Class.Example.org  lab.example.org';
    for (const hostname of ['dashboard.example.org', 'class.example.org', 'lab.example.org']) {
      expect(isAllowedHost(hostname, setting)).toBe(true);
    }
    expect(isAllowedHost('example.org', setting)).toBe(false);
    expect(isAllowedHost('other.example.org', setting)).toBe(false);
  });
});
