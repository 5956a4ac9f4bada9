import { QUANTILES, TIMESERIES_METRICS, type Quantile } from '@repo/contracts/metrics';
import { workerIdOrAliasSchema } from '@repo/contracts/services';
import * as z from 'zod';
import { rangeQuery } from '../../../range.schema';

/** Telemetry is kept 90 days; no range may be longer. */
export const MAX_METRICS_RANGE_DAYS = 90;

/** The seed's names (`visualization-service`, …) are read as the service's id. */
const serviceId = workerIdOrAliasSchema('serviceId');

export const timeseriesQuerySchema = rangeQuery(
  {
    serviceId,
    metric: z.enum(TIMESERIES_METRICS, {
      error: `metric must be one of: ${TIMESERIES_METRICS.join(', ')}`,
    }),
  },
  MAX_METRICS_RANGE_DAYS,
);

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

export const quantilesQuerySchema = rangeQuery(
  {
    serviceId,
    metric: z.literal('latency', { error: 'metric must be latency' }),
    quantiles: quantileList,
  },
  MAX_METRICS_RANGE_DAYS,
);

export const rangeQuerySchema = rangeQuery({}, MAX_METRICS_RANGE_DAYS);
