import { errorEnvelope } from '@repo/contracts/envelope';
import { ANALYTICS_MAX_BUCKETS, nzbnProblem } from '@repo/contracts/registry';
import { parseInput } from '@repo/service-kit/validate';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { VisualizationEnv } from '../../env';
import { distribution, registrationSeries } from '../../lib/register/analytics';
import { ENTITY_COLUMNS, toRegistryEntity, type EntityRow } from '../../lib/register/entity-row';
import { searchEntities } from '../../lib/register/search-entities';
import { bucketStarts } from '../../lib/register/time-buckets';
import {
  distributionQuerySchema,
  registrationsQuerySchema,
  searchQuerySchema,
  TOO_MANY_BUCKETS_MESSAGE,
} from './registry.schemas';

export const registryRoutes = new Hono<VisualizationEnv>()
  .get('/api/nzbn/search', async (c) => {
    const query = parseInput(searchQuerySchema, c.req.query());
    const data = await c
      .get('telemetry')
      .time('registry.search', () => searchEntities(c.env.VISUALIZATION_DB, query));
    return c.json({ success: true, data }, 200);
  })
  .get('/api/nzbn/entities/:nzbn', async (c) => {
    const nzbn = c.req.param('nzbn');
    const problem = nzbnProblem(nzbn);
    if (problem) throw new HTTPException(400, { message: `Malformed NZBN '${nzbn}': ${problem}` });
    const row = await c.env.VISUALIZATION_DB.prepare(
      `SELECT ${ENTITY_COLUMNS} FROM entities e WHERE e.nzbn = ?`,
    )
      .bind(nzbn)
      .first<EntityRow>();
    if (!row) return c.json(errorEnvelope('Entity not found'), 404);
    return c.json({ success: true, data: toRegistryEntity(row) }, 200);
  })
  .get('/api/nzbn/analytics/registrations', async (c) => {
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
    return c.json({ success: true, data: series }, 200);
  })
  .get('/api/nzbn/analytics/distribution', async (c) => {
    const { start, end, groupBy } = parseInput(distributionQuerySchema, c.req.query());
    const data = await c
      .get('telemetry')
      .time('registry.analytics', () =>
        distribution(c.env.VISUALIZATION_DB, { start, end }, groupBy),
      );
    return c.json({ success: true, data }, 200);
  });
