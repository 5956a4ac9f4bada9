import { QUANTILES, TIMESERIES_METRICS, type Quantile } from '@repo/contracts/metrics';
import { workerIdOrAliasSchema } from '@repo/contracts/services';
import * as z from 'zod';
import { rangeSchema } from '../range.schema';

/** Telemetry is kept 90 days; no range may be longer. */
export const MAX_METRICS_RANGE_DAYS = 90;

const metricsRange = rangeSchema.refine(
  ({ start, end }) => end.getTime() - start.getTime() <= MAX_METRICS_RANGE_DAYS * 86_400_000,
  {
    error: `The range from start to end must be at most ${MAX_METRICS_RANGE_DAYS} days`,
    when: (payload) => payload.issues.length === 0,
  },
);

/** The seed's names (`visualization-service`, …) are read as the service's id. */
const serviceId = workerIdOrAliasSchema('serviceId');

export const timeseriesQuerySchema = z
  .object({
    serviceId,
    metric: z.enum(TIMESERIES_METRICS, {
      error: `metric must be one of: ${TIMESERIES_METRICS.join(', ')}`,
    }),
  })
  .and(metricsRange);

const quantileList = z
  .string()
  .default(QUANTILES.join(','))
  .transform((value) => value.split(',').map((name) => name.trim()))
  .refine(
    (names) => names.length > 0 && names.every((name) => QUANTILES.includes(name as Quantile)),
    {
      error: `quantiles must be a comma-separated list of: ${QUANTILES.join(', ')}`,
    },
  )
  .transform((names) => [...new Set(names)] as Quantile[]);

export const quantilesQuerySchema = z
  .object({
    serviceId,
    metric: z.literal('latency', { error: 'metric must be latency' }),
    quantiles: quantileList,
  })
  .and(metricsRange);

export const rangeQuerySchema = metricsRange;
