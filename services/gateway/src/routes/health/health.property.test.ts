// Hostile service ids in /services/{id}/health: never a 5xx for an id that names no
// service, always the envelope saying which services there are (docs/product.md#calls).
import { SERVICE_IDS } from '@repo/contracts/services';
import * as hostile from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import worker from '../../index';

const ORIGIN = 'https://gateway.test';

const send = hostile.workerFetch(worker, env);

const decoded = (segment: string) => hostile.decodedOrAsIs(segment, decodeURIComponent);

const REFUSALS = [
  /Unknown service '.*'\. Known services: storage, users, visualization/,
  // A path that `..`, `.` or an encoded slash made into another one under /services/.
  /Not found: GET \/services\/.*\. A service's health is at \/services\/\{id\}\/health \(storage, users, visualization\)/,
];

describe('hostile service ids', () => {
  it('answers /services/{id}/health for any id that is no service with a 404, never a 5xx', async () => {
    // A real service's health is 503 here, where every service is down: app.test.ts covers it.
    const urls = hostile.hostileSegment
      .filter((id) => !(SERVICE_IDS as readonly string[]).includes(decoded(id)))
      .map((id) => new URL(`${ORIGIN}/services/${id}/health`))
      .filter((url) => url.pathname.startsWith('/services/'));
    await fc.assert(
      fc.asyncProperty(urls, async (url) => {
        const response = await send(url.href);
        await hostile.expectSafeAnswer(response, REFUSALS);
      }),
      hostile.PROPERTY_PARAMETERS,
    );
  });
});
