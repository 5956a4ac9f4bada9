// How the Services page shows a service's figures (docs/product.md#screens): rate with 2 decimals,
// latency in whole ms, error rate with 1 decimal.
import type { ServiceMetrics } from '@repo/contracts/metrics';
import { METRIC_LABELS } from './constants';

export interface MetricFigure {
  label: string;
  value: string;
}

export function metricFigures(metrics: ServiceMetrics): MetricFigure[] {
  return [
    { label: METRIC_LABELS.requestsPerSecond, value: metrics.requestsPerSecond.toFixed(2) },
    { label: METRIC_LABELS.averageLatency, value: Math.round(metrics.averageLatency).toString() },
    { label: METRIC_LABELS.errorRate, value: metrics.errorRate.toFixed(1) },
  ];
}
