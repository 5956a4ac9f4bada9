// The home dashboard's texts and sample figures (spec 2 'Home', 4 and 9).
import type { Summary } from '@repo/contracts/metrics';

export const PAGE_TITLE = 'Dashboard';
export const PAGE_HEADING = 'System Overview';
export const PAGE_DESCRIPTION =
  'The health of the storage, user and visualization services and quick stats for the last 24 hours, at a glance.';

export const HEALTH_HEADING = 'Service Health';
export const LAST_UPDATED_LABEL = 'Data last updated';
/** 'Data last updated' before any answer from the health API. */
export const NOT_UPDATED_YET = '—';
/** A service the health API did not report on. */
export const UNKNOWN_UPTIME_TEXT = 'Uptime: —';
export const uptimeText = (percent: number) => `Uptime: ${percent.toFixed(1)}%`;

/** Spec 4: green healthy, yellow degraded or loading, red for unknown and anything else. */
export const HEALTH_DISPLAY = {
  healthy: { label: 'Healthy', color: 'green' },
  degraded: { label: 'Degraded', color: 'yellow' },
  loading: { label: 'Loading...', color: 'yellow' },
  error: { label: 'Error', color: 'red' },
  unknown: { label: 'Unknown', color: 'red' },
} as const;
export type HealthDisplayKey = keyof typeof HEALTH_DISPLAY;

export const QUICK_STATS_HEADING = 'Quick Stats';
export const QUICK_STATS_SUBTITLE = 'Last 24h';
/** A stat card's value before the first answer. */
export const LOADING_VALUE = '…';

export const STAT_TITLES = {
  totalRequests: 'Total Requests',
  activeUsers: 'Active Users',
  averageResponseTime: 'Avg Response Time',
  errorRate: 'Error Rate',
} as const;

export const STAT_INFO = {
  totalRequests: 'Every request the gateway served in the last 24 hours.',
  activeUsers:
    'Distinct anonymous visitors in the last 24 hours, estimated from hashed registers so that nothing identifying a person is stored.',
  averageResponseTime: 'Mean time the gateway took to answer a request in the last 24 hours.',
  errorRate: 'Percent of gateway requests in the last 24 hours answered with a 5xx error.',
} as const;

/**
 * Spec 2: the Quick Stats' fixed sample values, shown when the summary API gives nothing;
 * the previous day's figures only give the sample cards their trends.
 */
export const SAMPLE_SUMMARY: Summary = {
  current: { totalRequests: 12_345, activeUsers: 284, averageResponseTime: 145, errorRate: 0.8 },
  previous: { totalRequests: 11_022, activeUsers: 263, averageResponseTime: 152, errorRate: 0.9 },
};

/** Sample uptimes run from this percent to 100. */
export const SAMPLE_MIN_UPTIME = 95;
