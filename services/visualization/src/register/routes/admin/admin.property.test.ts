// Hostile input to the register's admin API: no token, header or body yields a 5xx, and
// every refusal is the envelope with a message that names the problem
// (docs/registry.md#where-the-data-comes-from).
import {
  PROPERTY_PARAMETERS,
  expectSafeAnswer,
  hostileText,
  workerFetch,
} from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import worker from '../../../index';
import { loadRegistry, nzbn } from '../../../../test/registry-fixtures';

const BASE = 'https://visualization.test/api/nzbn/admin';
const TOKEN = 'property-test-admin-token';

const send = workerFetch(worker, { ...env, ADMIN_TOKEN: TOKEN });

const ENDPOINTS = fc.constantFrom(
  ['GET', 'status'],
  ['POST', 'reset'],
  ['POST', 'import/begin'],
  ['POST', 'import/rows'],
  ['POST', 'import/commit'],
  ['POST', 'seed'],
  ['GET', 'unknown'],
);

// What a header may hold at all: a hostile text limited to visible ASCII.
const headerText = hostileText.filter((text) => /^[\x20-\x7e]*$/.test(text));

const AUTHORIZATIONS = fc.option(
  fc.oneof(
    headerText,
    headerText.map((text) => `Bearer ${text}`),
    fc.constant(`bearer ${TOKEN}`),
    fc.constant(`Bearer ${TOKEN} extra`),
    fc.constant(`Basic ${TOKEN}`),
  ),
  { nil: undefined },
);

/** Mostly `valid`, so that whole rows and bodies pass now and then. */
const mostly = <T>(valid: T) => fc.oneof({ weight: 9, arbitrary: fc.constant(valid) }, hostileText);

const entity = fc.record(
  {
    nzbn: mostly(nzbn(900)),
    name: mostly('Property Test Limited'),
    entityType: mostly('Company'),
    status: mostly('Registered'),
    registeredAt: mostly('2024-02-03T04:05:06.000Z'),
    region: mostly('Otago'),
  },
  { requiredKeys: ['nzbn', 'name', 'entityType', 'status', 'registeredAt'] },
);

const json = <T>(body: fc.Arbitrary<T>) => body.map((value) => JSON.stringify(value));

/** Each admin call that reads a body, with bodies mostly of its own shape. */
const BODIES = {
  'import/rows': json(
    fc.record({
      entities: fc.oneof(fc.array(entity, { minLength: 1, maxLength: 3 }), hostileText),
    }),
  ),
  'import/commit': json(fc.record({ source: mostly('property test') })),
  seed: json(
    fc.record({
      seed: fc.oneof(fc.integer(), fc.double()),
      size: fc.integer({ min: -5, max: 20 }),
      now: mostly('2026-01-01T00:00:00.000Z'),
      from: fc.integer({ min: -5, max: 20 }),
      count: fc.integer({ min: -5, max: 20 }),
    }),
  ),
};

const CALLS = fc
  .constantFrom('import/rows', 'import/commit', 'seed')
  .chain((path) =>
    fc.tuple(
      fc.constant(path),
      fc.oneof({ weight: 3, arbitrary: BODIES[path] }, fc.json(), hostileText),
    ),
  );

const ADMIN_REFUSALS = [
  /A valid admin bearer token is required/,
  /The body must be a JSON object/,
  // Each field the body got wrong, by name.
  /(?:entities(?:\.\d+(?:\.(?:nzbn|name|entityType|status|registeredAt|region))?)?|source|seed|size|now|from|count): .+/,
  /Nothing was staged: the import has no valid rows, so the register was left as it was/,
  /NZBN \d{13} is already staged in this import; each entity may be imported once/,
  /The register holds imported data; it is not seeded over/,
  /The register was seeded with another seed, size or time/,
  /Seeding must continue from entity \d+, not -?\d+/,
];

beforeAll(async () => {
  await loadRegistry();
});

describe('hostile input to the admin API', () => {
  it('refuses any request without the token with a 401 that says so', async () => {
    await fc.assert(
      fc.asyncProperty(ENDPOINTS, AUTHORIZATIONS, async ([method, path], authorization) => {
        const response = await send(`${BASE}/${path}`, {
          method,
          headers: authorization === undefined ? {} : { authorization },
        });
        await expectSafeAnswer(response, ADMIN_REFUSALS);
      }),
      PROPERTY_PARAMETERS,
    );
  });

  it('answers any body with the token without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(CALLS, async ([path, body]) => {
        const response = await send(`${BASE}/${path}`, {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        });
        await expectSafeAnswer(response, ADMIN_REFUSALS);
      }),
      PROPERTY_PARAMETERS,
    );
  });
});
