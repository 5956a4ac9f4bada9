// Hostile paths under /api that no service answers: never a 5xx, always the envelope naming
// the path (docs/product.md#from-the-services).
import * as hostile from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import worker from '../../index';
import { API_ROUTES } from './proxy.routes';

const ORIGIN = 'https://gateway.test';

const send = hostile.workerFetch(worker, env);

const decoded = (path: string) => hostile.decodedOrAsIs(path, decodeURI);

/**
 * Whether the gateway forwards `pathname` to a service. The services are down in these
 * tests (see vitest.config.mts), so those paths are left to the end-to-end tests.
 */
const forwarded = (pathname: string) =>
  API_ROUTES.some(({ prefix }) => {
    const path = decoded(pathname);
    return path === prefix || path.startsWith(`${prefix}/`);
  });

const REFUSALS = [
  /No API at (?:GET|POST|PUT|PATCH|DELETE) \/api\/.*/,
  /Too many (?:uploads and deletes|searches) from this client: try again in \d+ s/,
];

describe('hostile paths under /api', () => {
  it('answers any unknown /api path with a 404 that names it, never a 5xx', async () => {
    const urls = fc
      .array(hostile.hostileSegment, { minLength: 1, maxLength: 4 })
      .map((segments) => new URL(`${ORIGIN}/api/${segments.join('/')}`))
      .filter((url) => url.pathname.startsWith('/api/') && !forwarded(url.pathname));
    const methods = fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE');
    await fc.assert(
      fc.asyncProperty(urls, methods, async (url, method) => {
        const response = await send(url.href, { method });
        await hostile.expectSafeAnswer(response, REFUSALS);
      }),
      hostile.PROPERTY_PARAMETERS,
    );
  });
});
