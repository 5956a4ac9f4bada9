import { parseInput } from '@repo/service-kit/validate';
import { Hono } from 'hono';
import type { VisualizationEnv } from '../../env';
import { healthRecords } from '../../lib/telemetry/health-probes';
import { latencyQuantiles, requestSeries } from '../../lib/telemetry/series';
import { operationMetrics, quickStats, serviceMetrics } from '../../lib/telemetry/summaries';
import { timeGrid } from '../../lib/telemetry/time-grid';
import { quantilesQuerySchema, rangeQuerySchema, timeseriesQuerySchema } from './metrics.schemas';

/** The same span just before a range, for trends. */
const previousRange = ({ start, end }: { start: Date; end: Date }) => ({
  start: new Date(start.getTime() - (end.getTime() - start.getTime())),
  end: start,
});

export const metricsRoutes = new Hono<VisualizationEnv>()
  .get('/api/metrics/timeseries', async (c) => {
    const { serviceId, metric, start, end } = parseInput(timeseriesQuerySchema, c.req.query());
    const data = await requestSeries(
      c.env.VISUALIZATION_DB,
      serviceId,
      metric,
      timeGrid(start, end),
    );
    return c.json({ success: true, data }, 200);
  })
  .get('/api/metrics/timeseries-quantiles', async (c) => {
    const { serviceId, quantiles, start, end } = parseInput(quantilesQuerySchema, c.req.query());
    const data = await latencyQuantiles(
      c.env.VISUALIZATION_DB,
      serviceId,
      quantiles,
      timeGrid(start, end),
    );
    return c.json({ success: true, data }, 200);
  })
  .get('/api/metrics/services', async (c) => {
    const range = parseInput(rangeQuerySchema, c.req.query());
    return c.json(
      { success: true, data: { items: await serviceMetrics(c.env.VISUALIZATION_DB, range) } },
      200,
    );
  })
  .get('/api/metrics/operations', async (c) => {
    const range = parseInput(rangeQuerySchema, c.req.query());
    return c.json(
      { success: true, data: { items: await operationMetrics(c.env.VISUALIZATION_DB, range) } },
      200,
    );
  })
  .get('/api/metrics/health', async (c) => {
    const range = parseInput(rangeQuerySchema, c.req.query());
    return c.json(
      { success: true, data: { items: await healthRecords(c.env.VISUALIZATION_DB, range) } },
      200,
    );
  })
  .get('/api/metrics/uptime', async (c) => {
    const range = parseInput(rangeQuerySchema, c.req.query());
    const records = await healthRecords(c.env.VISUALIZATION_DB, range);
    const items = records.map((record) => ({ label: record.serviceName, value: record.uptime }));
    return c.json({ success: true, data: { items } }, 200);
  })
  .get('/api/metrics/summary', async (c) => {
    const range = parseInput(rangeQuerySchema, c.req.query());
    const [current, previous] = await Promise.all([
      quickStats(c.env.VISUALIZATION_DB, range),
      quickStats(c.env.VISUALIZATION_DB, previousRange(range)),
    ]);
    return c.json({ success: true, data: { current, previous } }, 200);
  });
