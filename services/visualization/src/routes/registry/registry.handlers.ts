import { errorEnvelope } from '@repo/contracts/envelope';
import { ANALYTICS_MAX_BUCKETS, nzbnProblem } from '@repo/contracts/registry';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { VisualizationEnv } from '../../env';
import { distribution } from '../../lib/registry/analytics/distribution';
import { registrationSeries } from '../../lib/registry/analytics/registration-series';
import { bucketStarts } from '../../lib/registry/analytics/time-buckets';
import { searchEntities } from '../../lib/registry/search/search-entities';
import { findEntity } from '../../lib/registry/store/find-entity';
import {
  distributionQuerySchema,
  registrationsQuerySchema,
  searchQuerySchema,
  TOO_MANY_BUCKETS_MESSAGE,
} from './registry.schemas';

type RegistryContext = Context<VisualizationEnv>;

/** Recorded as a `registry.search` operation. */
export async function searchRegistry(c: RegistryContext) {
  const query = parseInput(searchQuerySchema, c.req.query());
  const data = await c
    .get('telemetry')
    .time('registry.search', () => searchEntities(c.env.VISUALIZATION_DB, query));
  return ok(c, data);
}

export async function getEntity(c: RegistryContext) {
  const nzbn = c.req.param('nzbn') ?? '';
  const problem = nzbnProblem(nzbn);
  if (problem) throw new HTTPException(400, { message: `Malformed NZBN '${nzbn}': ${problem}` });
  const entity = await findEntity(c.env.VISUALIZATION_DB, nzbn);
  if (!entity) return c.json(errorEnvelope('Entity not found'), 404);
  return ok(c, entity);
}

/** Recorded as a `registry.analytics` operation. */
export async function getRegistrations(c: RegistryContext) {
  const { start, end, interval } = parseInput(registrationsQuerySchema, c.req.query());
  const buckets = bucketStarts(start, end, interval, ANALYTICS_MAX_BUCKETS);
  if (buckets.length > ANALYTICS_MAX_BUCKETS) {
    throw new HTTPException(400, { message: TOO_MANY_BUCKETS_MESSAGE(interval) });
  }
  const series = await c
    .get('telemetry')
    .time('registry.analytics', () =>
      registrationSeries(c.env.VISUALIZATION_DB, { start, end }, interval, buckets),
    );
  return ok(c, series);
}

/** Recorded as a `registry.analytics` operation. */
export async function getDistribution(c: RegistryContext) {
  const { start, end, groupBy } = parseInput(distributionQuerySchema, c.req.query());
  const data = await c
    .get('telemetry')
    .time('registry.analytics', () =>
      distribution(c.env.VISUALIZATION_DB, { start, end }, groupBy),
    );
  return ok(c, data);
}
