// Which service each API path reaches, with a stand-in for the service that answers with the
// URL it was sent: the real services are down in these tests (see vitest.config.mts).
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';

const ORIGIN = 'https://gateway.test';

/** A service binding that answers every request with its URL. */
const echoService: Fetcher = {
  fetch: (input, init) => Promise.resolve(Response.json({ url: new Request(input, init).url })),
  connect: () => {
    throw new Error('The stand-in service takes no sockets');
  },
};

async function reachedUrl(path: string) {
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`),
    { ...env, VISUALIZATION: echoService },
    createExecutionContext(),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const body: unknown = await response.json();
  return body;
}

describe('the traces API through the gateway', () => {
  it.each([
    '/api/traces',
    '/api/traces?service=storage&status=error&limit=5',
    '/api/traces/4bf92f3577b34da6a3ce929d0e0e4736',
    '/api/traces/4bf92f3577b34da6a3ce929d0e0e4736/otlp',
  ])('forwards %s to the visualization service unchanged', async (path) => {
    expect(await reachedUrl(path)).toEqual({ url: `${ORIGIN}${path}` });
  });
});
