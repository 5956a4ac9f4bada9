// The gateway's half of the dead-letter queues and the map: which service each call reaches
// (stand-ins that answer with what they were sent), what it refuses itself, and who may replay.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GatewayBindings } from '../../env';
import worker from '../../index';
import { ADMIN_TOKEN_NEEDED } from '@repo/service-kit/admin-token';
import { inSession as sessionCookie } from '../../../test/live-sessions';

const ORIGIN = 'https://gateway.test';

/**
 * A service binding that answers every request with its method, URL and body; as users, it
 * proves the tests' sessions as the runtime's users stand-in does (vitest.config.mts).
 */
function echo(service: string): Fetcher {
  return {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (service === 'users' && new URL(request.url).pathname.startsWith('/internal/')) {
        return env.USERS.fetch(request);
      }
      const body = request.method === 'GET' ? null : await request.text();
      return Response.json({
        success: true,
        data: { service, method: request.method, url: request.url, body },
      });
    },
    connect: () => {
      throw new Error('The stand-in service takes no sockets');
    },
  };
}

let client = 0;
function send(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
  bindings: Partial<GatewayBindings> = { LAB_FAULTS: 'open' },
) {
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      'CF-Connecting-IP': `queues-${(client += 1)}`,
      // A body is sent as JSON, the one type the lab's writes take.
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  return worker.fetch(
    request,
    {
      ...env,
      USERS: echo('users'),
      VISUALIZATION: echo('visualization'),
      STORAGE: echo('storage'),
      ...bindings,
    },
    createExecutionContext(),
  );
}

async function dataOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<{ data: Record<string, unknown> }>()).data;
}

async function messageOf(response: Response): Promise<string> {
  return (await response.json<{ error: { message: string } }>()).error.message;
}

describe('the dead-letter queues through the gateway', () => {
  it.each([
    ['file-events', 'users'],
    ['telemetry', 'visualization'],
  ])('sends the dead letters of %s to %s, which consumes it', async (queue, owner) => {
    const path = `/api/lab/queues/${queue}/dead-letters`;
    expect(await dataOf(await send('GET', path))).toMatchObject({
      service: owner,
      url: `${ORIGIN}${path}`,
    });
    const replay = await dataOf(
      await send('POST', `${path}/replay`, { body: JSON.stringify({ ids: ['a', 'b'] }) }),
    );
    expect(replay).toEqual({
      service: owner,
      method: 'POST',
      url: `${ORIGIN}${path}/replay`,
      body: JSON.stringify({ ids: ['a', 'b'] }),
    });
  });

  it('replays every letter for an empty body', async () => {
    const path = '/api/lab/queues/file-events/dead-letters/replay';
    expect(await dataOf(await send('POST', path))).toMatchObject({ body: '{}' });
  });

  it('answers 404 naming the queues for one that does not exist', async () => {
    for (const [method, path] of [
      ['GET', '/api/lab/queues/uploads/dead-letters'],
      ['POST', '/api/lab/queues/uploads/dead-letters/replay'],
    ] as const) {
      const response = await send(method, path);
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe(
        "No queue 'uploads': the queues are file-events, telemetry",
      );
    }
  });

  it('refuses a bad replay body with 400 before reaching the owner', async () => {
    const path = '/api/lab/queues/telemetry/dead-letters/replay';
    const notJson = await send('POST', path, { body: 'ids=a' });
    expect(notJson.status).toBe(400);
    const badIds = await send('POST', path, { body: JSON.stringify({ ids: [''] }) });
    expect(badIds.status).toBe(400);
    expect(await messageOf(badIds)).toBe(
      'ids.0: Too small: expected string to have >=1 characters',
    );
  });

  it('needs lab access to replay in a deployment, though anyone may list', async () => {
    const deployed = { ADMIN_TOKEN: 'the-lab-token' };
    const path = '/api/lab/queues/file-events/dead-letters';
    expect((await send('GET', path, {}, deployed)).status).toBe(200);
    const refused = await send('POST', `${path}/replay`, {}, deployed);
    expect(refused.status).toBe(401);
    expect(await messageOf(refused)).toBe(ADMIN_TOKEN_NEEDED);
    const allowed = await send(
      'POST',
      `${path}/replay`,
      { headers: { Authorization: 'Bearer the-lab-token' } },
      deployed,
    );
    expect(allowed.status).toBe(200);
    // A lab session replays its own letters only (the owner filters them): no token needed.
    const own = await send(
      'POST',
      `${path}/replay`,
      { headers: sessionCookie('f'.repeat(32)) },
      deployed,
    );
    expect(own.status).toBe(200);
  });

  it('names the owner when it cannot be reached', async () => {
    const down: Fetcher = {
      fetch: () => Promise.reject(new Error('connection refused')),
      connect: () => {
        throw new Error('no sockets');
      },
    };
    const response = await send(
      'GET',
      '/api/lab/queues/file-events/dead-letters',
      {},
      {
        LAB_FAULTS: 'open',
        USERS: down,
      },
    );
    expect(response.status).toBe(503);
    expect(await messageOf(response)).toBe(
      "The users service, which keeps this queue's dead letters, did not answer: connection refused",
    );
  });
});

describe('the map through the gateway', () => {
  it('sends /api/lab/topology to visualization unchanged', async () => {
    expect(await dataOf(await send('GET', '/api/lab/topology'))).toMatchObject({
      service: 'visualization',
      url: `${ORIGIN}/api/lab/topology`,
    });
  });
});
