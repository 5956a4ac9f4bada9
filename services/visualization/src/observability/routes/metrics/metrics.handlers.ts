import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { ok } from '@repo/service-kit/respond';
import type { VisualizationEnv } from '../../../env';
import { healthRecords } from '../../lib/telemetry/health-probes';
import { latencyQuantiles, requestSeries } from '../../lib/telemetry/series';
import { operationMetrics, quickStats, serviceMetrics } from '../../lib/telemetry/summaries';
import { timeGrid } from '../../lib/telemetry/time-grid';
import type {
  healthRecordsRoute,
  operationMetricsRoute,
  quantilesRoute,
  serviceMetricsRoute,
  summaryRoute,
  timeseriesRoute,
  uptimeRoute,
} from './metrics.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, VisualizationEnv>;

/** The same span just before a range, for trends. */
const previousRange = ({ start, end }: { start: Date; end: Date }) => ({
  start: new Date(start.getTime() - (end.getTime() - start.getTime())),
  end: start,
});

export const getTimeseries: Handler<typeof timeseriesRoute> = async (c) => {
  const { serviceId, metric, start, end } = c.req.valid('query');
  const grid = timeGrid(start, end);
  const { series } = await requestSeries(c.env.OBSERVABILITY_DB, serviceId, metric, grid);
  return ok(c, { serviceId, series });
};

export const getTimeseriesQuantiles: Handler<typeof quantilesRoute> = async (c) => {
  const { serviceId, quantiles, start, end } = c.req.valid('query');
  const grid = timeGrid(start, end);
  const { points } = await latencyQuantiles(c.env.OBSERVABILITY_DB, serviceId, quantiles, grid);
  return ok(c, { serviceId, points });
};

export const getServiceMetrics: Handler<typeof serviceMetricsRoute> = async (c) =>
  ok(c, { items: await serviceMetrics(c.env.OBSERVABILITY_DB, c.req.valid('query')) });

export const getOperationMetrics: Handler<typeof operationMetricsRoute> = async (c) =>
  ok(c, { items: await operationMetrics(c.env.OBSERVABILITY_DB, c.req.valid('query')) });

export const getHealthRecords: Handler<typeof healthRecordsRoute> = async (c) =>
  ok(c, { items: await healthRecords(c.env.OBSERVABILITY_DB, c.req.valid('query')) });

export const getUptime: Handler<typeof uptimeRoute> = async (c) => {
  const records = await healthRecords(c.env.OBSERVABILITY_DB, c.req.valid('query'));
  const items = records.map((record) => ({ label: record.serviceName, value: record.uptime }));
  return ok(c, { items });
};

export const getSummary: Handler<typeof summaryRoute> = async (c) => {
  const range = c.req.valid('query');
  const [current, previous] = await Promise.all([
    quickStats(c.env.OBSERVABILITY_DB, range),
    quickStats(c.env.OBSERVABILITY_DB, previousRange(range)),
  ]);
  return ok(c, { current, previous });
};
