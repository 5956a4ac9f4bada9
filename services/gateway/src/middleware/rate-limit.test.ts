import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { inSession } from '../../test/live-sessions';

// The limits of this test run (vitest.config.mts): 2 writes and 1 search per lab session (or per
// client without one) per 10 s, 5 writes per client over all its sessions, 2 new sessions per
// client per 60 s.
const WRITE_LIMIT = 2;
const SEARCH_LIMIT = 1;
const CLIENT_WRITE_CEILING = 5;
const SESSION_LIMIT = 2;

/**
 * Sends the request until it is refused. The limiter counts in fixed 10 s windows, so the
 * first `limit` requests always pass and, even when a window ends between two of them, one of
 * the next `limit + 1` is refused.
 */
async function untilRefused(limit: number, send: () => Promise<Response>) {
  const statuses: number[] = [];
  for (let sent = 0; sent < 2 * limit + 1; sent += 1) {
    const response = await send();
    statuses.push(response.status);
    if (response.status === 429) return { statuses, refusal: response };
    await response.body?.cancel();
  }
  return { statuses, refusal: undefined };
}

function write(client: string) {
  return SELF.fetch('https://gateway.test/api/nothing-here', {
    method: 'POST',
    headers: { 'CF-Connecting-IP': client },
  });
}

/** A request as a local run gets it, where anyone may switch lab faults (LAB_FAULTS open). */
function asLocalRun(client: string, method: string, path: string) {
  const request = new Request(`https://gateway.test${path}`, {
    method,
    headers: { 'CF-Connecting-IP': client },
  });
  return worker.fetch(request, { ...env, LAB_FAULTS: 'open' }, createExecutionContext());
}

describe('rate limits per client', () => {
  it('answers writes past the limit with 429, Retry-After and the envelope', async () => {
    const { statuses, refusal } = await untilRefused(WRITE_LIMIT, () => write('203.0.113.1'));
    expect(statuses.slice(0, WRITE_LIMIT)).toEqual(Array(WRITE_LIMIT).fill(404));
    expect(refusal?.headers.get('Retry-After')).toBe('10');
    expect(await refusal?.json()).toEqual({
      success: false,
      error: { message: 'Too many uploads and deletes from this client: try again in 10 s' },
    });
  });

  it('counts each client on its own', async () => {
    const { refusal } = await untilRefused(WRITE_LIMIT, () => write('203.0.113.2'));
    expect(refusal?.status).toBe(429);
    expect((await write('203.0.113.3')).status).toBe(404);
  });

  it('answers searches past their own limit with 429', async () => {
    // The search that passes reaches the visualization service, which is down here: 500.
    const { statuses, refusal } = await untilRefused(SEARCH_LIMIT, () =>
      SELF.fetch('https://gateway.test/api/nzbn/search?q=kauri', {
        headers: { 'CF-Connecting-IP': '203.0.113.4' },
      }),
    );
    expect(statuses[0]).toBe(500);
    expect(refusal?.headers.get('Retry-After')).toBe('10');
    expect(await refusal?.json()).toEqual({
      success: false,
      error: { message: 'Too many searches from this client: try again in 10 s' },
    });
  });

  it('still clears a lab fault after the client spent its write budget', async () => {
    const client = '203.0.113.6';
    const { refusal } = await untilRefused(WRITE_LIMIT, () => write(client));
    expect(refusal?.status).toBe(429);
    for (let sent = 0; sent < 2 * WRITE_LIMIT + 1; sent += 1) {
      const cleared = await asLocalRun(client, 'DELETE', '/api/lab/faults/file-events.x');
      // Past the limit, on to the fault's keeper (users), which is down in these tests.
      expect(cleared.status).toBe(503);
      expect(await cleared.json()).toMatchObject({
        error: { message: expect.stringMatching(/^The users service, which keeps this fault/) },
      });
    }
  });

  it('still counts starting a lab fault as a write', async () => {
    const client = '203.0.113.7';
    const { refusal } = await untilRefused(WRITE_LIMIT, () => write(client));
    expect(refusal?.status).toBe(429);
    expect((await asLocalRun(client, 'POST', '/api/lab/faults')).status).toBe(429);
  });

  it('counts every request of a local run as one client, whatever CF-Connecting-IP it sends', async () => {
    // wrangler dev keeps a CF-Connecting-IP the client sent: locally it is the client's choice.
    let address = 0;
    const { refusal } = await untilRefused(WRITE_LIMIT, async () => {
      const request = new Request('https://gateway.test/api/nothing-here', {
        method: 'POST',
        headers: { 'CF-Connecting-IP': `198.51.100.${(address += 1)}` },
      });
      const local = { ...env, CLIENT_ADDRESS_TRUSTED: 'false' };
      return worker.fetch(request, local, createExecutionContext());
    });
    expect(refusal?.status).toBe(429);
  });

  it('does not limit reading', async () => {
    for (let sent = 0; sent < 2 * WRITE_LIMIT + 1; sent += 1) {
      const response = await SELF.fetch('https://gateway.test/api/nothing-here', {
        headers: { 'CF-Connecting-IP': '203.0.113.5' },
      });
      expect(response.status).toBe(404);
    }
  });
});

/** A write of the lab session `session` (one of LIVE_SESSIONS) from `client`. */
function sessionWrite(session: string, client: string) {
  return SELF.fetch('https://gateway.test/api/nothing-here', {
    method: 'POST',
    headers: { 'CF-Connecting-IP': client, ...inSession(session) },
  });
}

describe('rate limits per lab session', () => {
  it('leaves a classmate behind the same address their own budget when one learner spends theirs', async () => {
    const client = '203.0.113.20';
    const { refusal } = await untilRefused(WRITE_LIMIT, () => sessionWrite('a'.repeat(32), client));
    expect(await refusal?.json()).toEqual({
      success: false,
      error: { message: 'Too many uploads and deletes from this lab session: try again in 10 s' },
    });
    expect((await sessionWrite('b'.repeat(32), client)).status).toBe(404);
  });

  it("refuses a client's sessions together past the client's ceiling, saying it was the client", async () => {
    const client = '203.0.113.21';
    const statuses: number[] = [];
    for (const session of ['1', '2', '3']) {
      for (let sent = 0; sent < WRITE_LIMIT; sent += 1) {
        const response = await sessionWrite(session.repeat(32), client);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(await response.json()).toEqual({
            success: false,
            error: { message: 'Too many uploads and deletes from this client: try again in 10 s' },
          });
        }
      }
    }
    // Each session is within its own budget; the sixth write is past the client's ceiling.
    expect(statuses.slice(0, CLIENT_WRITE_CEILING)).toEqual(Array(CLIENT_WRITE_CEILING).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a session past its budget from any client, saying it was the session', async () => {
    let client = 0;
    const send = () =>
      SELF.fetch('https://gateway.test/api/nothing-here', {
        method: 'POST',
        headers: {
          'CF-Connecting-IP': `198.51.100.${(client += 1)}`,
          ...inSession('e'.repeat(32)),
        },
      });
    const { statuses, refusal } = await untilRefused(WRITE_LIMIT, send);
    expect(statuses.slice(0, WRITE_LIMIT)).toEqual(Array(WRITE_LIMIT).fill(404));
    expect(await refusal?.json()).toEqual({
      success: false,
      error: { message: 'Too many uploads and deletes from this lab session: try again in 10 s' },
    });
  });
});

describe('making lab sessions', () => {
  const create = (client: string) =>
    SELF.fetch('https://gateway.test/api/lab/sessions', {
      method: 'POST',
      headers: { 'CF-Connecting-IP': client },
    });

  it('refuses a client past its new sessions with 429 and Retry-After 60, and no other client', async () => {
    const client = '203.0.113.30';
    for (let made = 0; made < SESSION_LIMIT; made += 1) {
      // On to the users service, which keeps sessions and is down in these tests: 500.
      expect((await create(client)).status).toBe(500);
    }
    const refused = await create(client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({
      success: false,
      error: { message: 'Too many new lab sessions from this client: try again in 60 s' },
    });
    expect((await create('203.0.113.31')).status).toBe(500);
  });

  it("does not spend the client's write budget", async () => {
    const client = '203.0.113.32';
    for (let made = 0; made < SESSION_LIMIT; made += 1) await (await create(client)).body?.cancel();
    expect((await write(client)).status).toBe(404);
  });
});
