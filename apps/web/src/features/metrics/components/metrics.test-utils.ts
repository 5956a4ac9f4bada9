// The metrics API paths the Metrics page's component tests answer.
export const PATHS = {
  timeseries: '/api/metrics/timeseries',
  quantiles: '/api/metrics/timeseries-quantiles',
  operations: '/api/metrics/operations',
  uptime: '/api/metrics/uptime',
} as const;
