import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { errorEnvelope } from '@repo/contracts/envelope';
import { ANALYTICS_MAX_BUCKETS } from '@repo/contracts/registry';
import { ok } from '@repo/service-kit/respond';
import { HTTPException } from 'hono/http-exception';
import type { VisualizationEnv } from '../../../env';
import { distribution } from '../../lib/analytics/distribution';
import { registrationSeries } from '../../lib/analytics/registration-series';
import { bucketStarts } from '../../lib/analytics/time-buckets';
import { searchEntities } from '../../lib/search/search-entities';
import { findEntity } from '../../lib/store/find-entity';
import type {
  distributionRoute,
  entityRoute,
  registrationsRoute,
  searchRoute,
} from './registry.routes';
import { TOO_MANY_BUCKETS_MESSAGE } from './registry.schemas';

type Handler<R extends RouteConfig> = RouteHandler<R, VisualizationEnv>;

/** Recorded as a `registry.search` operation. */
export const searchRegistry: Handler<typeof searchRoute> = async (c) => {
  const query = c.req.valid('query');
  const data = await c
    .get('telemetry')
    .time('registry.search', () => searchEntities(c.env.REGISTER_DB, query));
  return ok(c, data);
};

export const getEntity: Handler<typeof entityRoute> = async (c) => {
  const { nzbn } = c.req.valid('param');
  const entity = await findEntity(c.env.REGISTER_DB, nzbn);
  if (!entity) return c.json(errorEnvelope('Entity not found'), 404);
  return ok(c, entity);
};

/** Recorded as a `registry.analytics` operation. */
export const getRegistrations: Handler<typeof registrationsRoute> = async (c) => {
  const { start, end, interval } = c.req.valid('query');
  const buckets = bucketStarts(start, end, interval, ANALYTICS_MAX_BUCKETS);
  if (buckets.length > ANALYTICS_MAX_BUCKETS) {
    throw new HTTPException(400, { message: TOO_MANY_BUCKETS_MESSAGE(interval) });
  }
  const series = await c
    .get('telemetry')
    .time('registry.analytics', () =>
      registrationSeries(c.env.REGISTER_DB, { start, end }, interval, buckets),
    );
  return ok(c, series);
};

/** Recorded as a `registry.analytics` operation. */
export const getDistribution: Handler<typeof distributionRoute> = async (c) => {
  const { start, end, groupBy } = c.req.valid('query');
  const data = await c
    .get('telemetry')
    .time('registry.analytics', () => distribution(c.env.REGISTER_DB, { start, end }, groupBy));
  return ok(c, data);
};
