// The gateway's half of the drills, with its services down (vitest.config.mts): what it
// refuses itself, who may write, and what it says when visualization, which keeps the drills,
// cannot be reached. Drills on the running system are tested in e2e/drills.test.ts.
import { ADMIN_CALLS_OFF } from '@repo/service-kit/admin-token';
import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GatewayBindings } from '../../env';
import worker from '../../index';

const DRILLS = 'https://gateway.test/api/lab/drills';

let client = 0;
// As a local run (LAB_FAULTS "open"), each request from its own client address.
function send(method: string, path = '', body?: unknown) {
  const request = new Request(`${DRILLS}${path}`, {
    method,
    headers: { 'CF-Connecting-IP': `drill-${(client += 1)}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const bindings: Partial<GatewayBindings> = { LAB_FAULTS: 'open' };
  return worker.fetch(request, { ...env, ...bindings }, createExecutionContext());
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

describe('the drills at the gateway', () => {
  it('refuses a bad level, and a body that is not JSON, with 400', async () => {
    const bad = await send('POST', '', { level: 'impossible' });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toMatch(
      /^level: Invalid option: expected one of "easy"\|"medium"\|"hard"/,
    );
    const extra = await send('POST', '', { level: 'easy', target: 'users' });
    expect(extra.status).toBe(400);
    const notJson = await send('POST', '', 'level=easy');
    expect(notJson.status).toBe(400);
    expect(await messageOf(notJson)).toBe('The body must be JSON: { level }');
  });

  it('refuses a diagnosis that names no fault, or a malformed trace id, with 400', async () => {
    const bad = await send('POST', '/d1/diagnosis', { target: 'users', type: 'melted' });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toMatch(/^type: /);
    const trace = await send('POST', '/d1/diagnosis', {
      target: 'users',
      type: 'errors',
      traceId: 'abc',
    });
    expect(trace.status).toBe(400);
    expect(await messageOf(trace)).toBe('traceId: a trace id is 32 lowercase hex digits');
    const notJson = await send('POST', '/d1/diagnosis', '{');
    expect(await messageOf(notJson)).toBe('The body must be JSON: { target, type, traceId? }');
  });

  it('names visualization, which keeps the drills, when it cannot be reached', async () => {
    for (const response of [
      await send('POST', '', { level: 'easy' }),
      await send('POST', '/d1/diagnosis', { target: 'users', type: 'errors' }),
      await send('DELETE', '/d1'),
    ]) {
      expect(response.status).toBe(503);
      expect(await messageOf(response)).toMatch(
        /^The visualization service, which keeps the drills, did not answer: /,
      );
    }
  });

  it('are off in a deployment without an admin token', async () => {
    const off = await SELF.fetch(DRILLS, {
      method: 'POST',
      body: JSON.stringify({ level: 'easy' }),
    });
    expect(off.status).toBe(403);
    expect(await messageOf(off)).toBe(ADMIN_CALLS_OFF);
  });
});
