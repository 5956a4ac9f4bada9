import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';

// The limits of this test run (vitest.config.mts): 2 writes and 1 search per client per 10 s.
const WRITE_LIMIT = 2;
const SEARCH_LIMIT = 1;

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

describe('rate limits per lab session', () => {
  it('refuses a session past its budget from any client, saying it was the session', async () => {
    const baggage = `lab.session=${'e'.repeat(32)}`;
    let client = 0;
    const send = () =>
      SELF.fetch('https://gateway.test/api/nothing-here', {
        method: 'POST',
        headers: { 'CF-Connecting-IP': `198.51.100.${(client += 1)}`, baggage },
      });
    const { statuses, refusal } = await untilRefused(WRITE_LIMIT, send);
    expect(statuses.slice(0, WRITE_LIMIT)).toEqual(Array(WRITE_LIMIT).fill(404));
    expect(await refusal?.json()).toEqual({
      success: false,
      error: { message: 'Too many uploads and deletes from this lab session: try again in 10 s' },
    });
  });
});
