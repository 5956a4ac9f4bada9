// The gateway's half of the fault switches, with its services down (vitest.config.mts):
// who may write, what it refuses itself, and what it says when the keeper cannot be reached.
// Starting and applying faults on the running system is tested in e2e/lab-faults.test.ts.
import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GatewayBindings } from '../../env';
import worker from '../../index';
import { inSession as sessionCookie } from '../../../test/live-sessions';
import { ADMIN_CALLS_OFF, ADMIN_TOKEN_NEEDED } from '@repo/service-kit/admin-token';

const FAULTS = 'https://gateway.test/api/lab/faults';
const GOOD_FAULT = { target: 'users', type: 'errors', value: 1, durationSeconds: 60 };

let client = 0;
// As a local run (LAB_FAULTS "open") or a deployment with a token, each request from its own
// client address so the write limit never refuses one.
function send(
  method: string,
  options: { path?: string; body?: unknown; headers?: Record<string, string> } = {},
  bindings: Partial<GatewayBindings> = { LAB_FAULTS: 'open' },
) {
  const request = new Request(`${FAULTS}${options.path ?? ''}`, {
    method,
    headers: {
      'CF-Connecting-IP': `lab-${(client += 1)}`,
      'content-type': 'application/json',
      ...options.headers,
    },
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  return worker.fetch(request, { ...env, ...bindings }, createExecutionContext());
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

describe('the lab fault switches at the gateway', () => {
  it('lists no faults and no drill, and names the services it could not reach', async () => {
    const response = await send('GET');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: {
        items: [],
        access: 'open',
        unreachable: ['storage', 'users', 'visualization'],
        drill: null,
      },
    });
  });

  it('refuses a bad fault with 400 before reaching any service', async () => {
    const response = await send('POST', { body: { ...GOOD_FAULT, durationSeconds: 0 } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('durationSeconds: Too small: expected number to be >=1');
    const notJson = await send('POST', { body: 'target=users' });
    expect(notJson.status).toBe(400);
    expect(await messageOf(notJson)).toBe(
      'The body must be JSON: { target, type, value?, durationSeconds }',
    );
  });

  // A fault several services keep (telemetry's sends: storage, users and visualization, a copy
  // each) starts on none of them when one cannot be reached.
  it.each([
    [{ target: 'file-events', type: 'pause' }, 'users'],
    [{ target: 'telemetry', type: 'send-fail' }, 'storage'],
  ])('names the service that keeps %j when it cannot be reached', async (fault, keeper) => {
    const response = await send('POST', { body: { ...fault, durationSeconds: 5 } });
    expect(response.status).toBe(503);
    expect(await messageOf(response)).toMatch(
      new RegExp(`^The ${keeper} service, which keeps this fault, did not answer: `),
    );
  });

  it('answers 404 for an id that names no target', async () => {
    const response = await send('DELETE', { path: '/not-a-fault' });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe("No active lab fault has the id 'not-a-fault'");
  });

  it('refuses a cross-site write with 403', async () => {
    const response = await send('POST', {
      body: GOOD_FAULT,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });
});

describe('the lab fault switches in a deployment', () => {
  it('are off while no admin token is set, though anyone may read them', async () => {
    const off = await SELF.fetch(FAULTS, { method: 'POST', body: JSON.stringify(GOOD_FAULT) });
    expect(off.status).toBe(403);
    expect(await messageOf(off)).toBe(ADMIN_CALLS_OFF);
    const list = await SELF.fetch(FAULTS);
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ data: { access: 'admin' } });
  });

  it('need the admin token as a bearer token', async () => {
    const deployed = { ADMIN_TOKEN: 'the-lab-token' };
    for (const headers of [
      {},
      { Authorization: 'Bearer the-lab-tokeN' },
      { Authorization: 'the-lab-token' },
    ]) {
      const refused = await send('DELETE', { path: '/users.x', headers }, deployed);
      expect(refused.status).toBe(401);
      expect(await messageOf(refused)).toBe(ADMIN_TOKEN_NEEDED);
    }
    const allowed = await send(
      'DELETE',
      { path: '/users.x', headers: { Authorization: 'Bearer the-lab-token' } },
      deployed,
    );
    // Past the token, on to users, which is down in these tests.
    expect(allowed.status).toBe(503);
  });
});

describe('the lab fault switches in a deployment, for a lab session', () => {
  const deployed = { ADMIN_TOKEN: 'the-lab-token' };
  const inSession = sessionCookie('d'.repeat(32));

  it('let a session start and clear its own faults without the token', async () => {
    const list = await send('GET', { headers: inSession }, deployed);
    expect(await list.json()).toMatchObject({ data: { access: 'session' } });
    // Past the access check, on to users, which is down in these tests.
    const started = await send('POST', { body: GOOD_FAULT, headers: inSession }, deployed);
    expect(started.status).toBe(503);
    const cleared = await send('DELETE', { path: '/users.x', headers: inSession }, deployed);
    expect(cleared.status).toBe(503);
  });

  it('refuse a global fault from a session without the token, saying what it needs', async () => {
    const refused = await send(
      'POST',
      { body: { ...GOOD_FAULT, scope: 'global' }, headers: inSession },
      deployed,
    );
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toBe(
      'scope: a global fault acts on every learner and needs the lab admin token in a deployment; leave scope out for a fault on your own lab session',
    );
  });

  it('treat a malformed baggage header as no session, never a 5xx', async () => {
    for (const baggage of ['lab.session', '=,=,', 'lab.session=xyz', 'a'.repeat(9000)]) {
      const response = await send('POST', { body: GOOD_FAULT, headers: { baggage } }, deployed);
      expect(response.status, baggage).toBe(401);
    }
  });
});
