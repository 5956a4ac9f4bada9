// Hostile input to every register endpoint: no input yields a 5xx, and every refusal is
// the envelope with a message that names the parameter or the problem (docs/registry.md).
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  DISTRIBUTION_GROUPS,
  ENTITY_STATUSES,
  ENTITY_TYPES,
  REGISTRATION_INTERVALS,
  distributionSchema,
  registrationSeriesSchema,
  registryEntitySchema,
  searchResultSchema,
} from '@repo/contracts/registry';
import * as hostile from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import worker from '../../../index';
import { loadRegistry, nzbn } from '../../../../test/registry-fixtures';

const BASE = 'https://visualization.test/api/nzbn';

const send = hostile.workerFetch(worker, env);

const times = hostile.hostileTime(
  new Date('1990-01-01T00:00:00Z'),
  new Date('2030-01-01T00:00:00Z'),
);

const RANGE_REFUSALS = [
  /(?:start|end) is required \(an ISO 8601 date or date-time\)/,
  /(?:start|end) must be an ISO 8601 date or date-time/,
  /start must not be after end/,
];

const SEARCH_REFUSALS = [
  /q must be at most 200 characters/,
  /page must be a whole number of at least 1/,
  /pageSize must be a whole number from 1 to 100/,
  /entityStatus must be one of: Registered, Removed/,
  /entityType must be one of: Company, Sole Trader, Trust, Partnership/,
];

const ENTITY_REFUSALS = [
  /Malformed NZBN '.*': (?:An NZBN is exactly 13 digits|The NZBN check digit is wrong)/,
  /Entity not found/,
  // A path that `..` or `.` turned into one no route answers.
  /Not found: GET \/.*/,
];

beforeAll(async () => {
  await loadRegistry();
});

describe('hostile input to the register API', () => {
  it('answers any q, page, pageSize, entityStatus and entityType without a 5xx', async () => {
    const query = hostile.hostileQuery({
      q: fc.constantFrom('harbour', 'harbour plu', 'kōwhai', nzbn(5), 'a'),
      page: fc.integer({ min: 1, max: 3 }).map(String),
      pageSize: fc.integer({ min: 1, max: 100 }).map(String),
      entityStatus: fc.constantFrom(...ENTITY_STATUSES, ''),
      entityType: fc.constantFrom(...ENTITY_TYPES, ''),
    });
    const urls = query.map((search) => `${BASE}/search?${search}`);
    await hostile.expectSafeAnswers(
      send,
      urls,
      SEARCH_REFUSALS,
      successEnvelopeSchema(searchResultSchema),
    );
  });

  it('answers GET /api/nzbn/entities/{nzbn} with any id without a 5xx', async () => {
    const ids = fc.oneof(
      fc.constantFrom(nzbn(1), nzbn(5)),
      fc.stringMatching(/^\d{13}$/),
      hostile.hostileSegment,
    );
    const urls = ids.map((id) => `${BASE}/entities/${id}`);
    await hostile.expectSafeAnswers(
      send,
      urls,
      ENTITY_REFUSALS,
      successEnvelopeSchema(registryEntitySchema),
    );
  });

  it('answers any start, end and interval of the registrations without a 5xx', async () => {
    const query = hostile.hostileQuery({
      start: times,
      end: times,
      interval: fc.constantFrom(...REGISTRATION_INTERVALS),
    });
    const refusals = [
      ...RANGE_REFUSALS,
      /interval must be one of: day, week, month, year/,
      /The range from start to end holds more than 1000 (?:day|week|month|year) buckets; use a shorter range or a longer interval/,
    ];
    const urls = query.map((search) => `${BASE}/analytics/registrations?${search}`);
    await hostile.expectSafeAnswers(
      send,
      urls,
      refusals,
      successEnvelopeSchema(registrationSeriesSchema),
    );
  });

  it('answers any groupBy, start and end of the distribution without a 5xx', async () => {
    const query = hostile.hostileQuery({
      groupBy: fc.constantFrom(...DISTRIBUTION_GROUPS),
      start: times,
      end: times,
    });
    const refusals = [...RANGE_REFUSALS, /groupBy must be one of: entityType, region/];
    const urls = query.map((search) => `${BASE}/analytics/distribution?${search}`);
    await hostile.expectSafeAnswers(
      send,
      urls,
      refusals,
      successEnvelopeSchema(distributionSchema),
    );
  });
});
