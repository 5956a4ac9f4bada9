import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import type { VisualizationEnv } from '../../env';
import { healthRecords } from '../../lib/telemetry/health-probes';
import { latencyQuantiles, requestSeries } from '../../lib/telemetry/series';
import { operationMetrics, quickStats, serviceMetrics } from '../../lib/telemetry/summaries';
import { timeGrid } from '../../lib/telemetry/time-grid';
import { quantilesQuerySchema, rangeQuerySchema, timeseriesQuerySchema } from './metrics.schemas';

type MetricsContext = Context<VisualizationEnv>;

const rangeOf = (c: MetricsContext) => parseInput(rangeQuerySchema, c.req.query());

/** The same span just before a range, for trends. */
const previousRange = ({ start, end }: { start: Date; end: Date }) => ({
  start: new Date(start.getTime() - (end.getTime() - start.getTime())),
  end: start,
});

export async function getTimeseries(c: MetricsContext) {
  const { serviceId, metric, start, end } = parseInput(timeseriesQuerySchema, c.req.query());
  const grid = timeGrid(start, end);
  const { series } = await requestSeries(c.env.VISUALIZATION_DB, serviceId, metric, grid);
  return ok(c, { serviceId, series });
}

export async function getTimeseriesQuantiles(c: MetricsContext) {
  const { serviceId, quantiles, start, end } = parseInput(quantilesQuerySchema, c.req.query());
  const grid = timeGrid(start, end);
  const { points } = await latencyQuantiles(c.env.VISUALIZATION_DB, serviceId, quantiles, grid);
  return ok(c, { serviceId, points });
}

export async function getServiceMetrics(c: MetricsContext) {
  return ok(c, { items: await serviceMetrics(c.env.VISUALIZATION_DB, rangeOf(c)) });
}

export async function getOperationMetrics(c: MetricsContext) {
  return ok(c, { items: await operationMetrics(c.env.VISUALIZATION_DB, rangeOf(c)) });
}

export async function getHealthRecords(c: MetricsContext) {
  return ok(c, { items: await healthRecords(c.env.VISUALIZATION_DB, rangeOf(c)) });
}

export async function getUptime(c: MetricsContext) {
  const records = await healthRecords(c.env.VISUALIZATION_DB, rangeOf(c));
  const items = records.map((record) => ({ label: record.serviceName, value: record.uptime }));
  return ok(c, { items });
}

export async function getSummary(c: MetricsContext) {
  const range = rangeOf(c);
  const [current, previous] = await Promise.all([
    quickStats(c.env.VISUALIZATION_DB, range),
    quickStats(c.env.VISUALIZATION_DB, previousRange(range)),
  ]);
  return ok(c, { current, previous });
}
