// The Metrics page's texts (docs/product.md#screens).
import { loadingText } from '@/config/query-texts';
import type { ServiceId } from '@repo/contracts/services';
import type { MetricsRange } from '@/config/metrics-range';

export const PAGE_TITLE = 'Metrics';
export const PAGE_HEADING = 'Metrics and Analytics';
export const PAGE_DESCRIPTION =
  'Request rates, latency and async operation metrics over time, and analytics over the New Zealand business register (NZBN).';

/** The service whose request counts and latency the traffic charts show (docs/product.md#calls). */
export const TRAFFIC_SERVICE_ID: ServiceId = 'visualization';

export const TRAFFIC_HEADING = 'Traffic';
export const LATENCY_HEADING = 'Latency';
export const REQUEST_RATE_TITLE = 'Request Rate Over Time';
export const REQUEST_RATE_Y_LABEL = 'Requests/sec';
export const OPERATION_COUNTS_TITLE = 'Operation Counts';
export const LATENCY_TITLE = 'Latency Quantiles (p50/p95/p99)';
export const UPTIME_TITLE = 'Service Uptime Distribution';
/** Three healthy services read as 33 % each on the pie: the caption says what a slice is. */
export const UPTIME_CAPTION =
  "Each slice is a service's share of the summed uptime, so equally healthy services get equal slices. Each service's own uptime is in the legend and the data table.";
export const UPTIME_SERVICE_HEADER = 'Service';
export const UPTIME_VALUE_HEADER = 'Uptime';
export const LOADING_SERIES_TEXT = loadingText('time series data');

/** How each range reads in the window notes: 'Over the last 24 h'. */
export const RANGE_WINDOWS: Record<MetricsRange, string> = {
  '15m': 'the last 15 min',
  '1h': 'the last hour',
  '24h': 'the last 24 h',
  '7d': 'the last 7 days',
};

export const OPERATIONS_TITLE = 'Async Operation Metrics';
export const OPERATIONS_LOADING_TEXT = loadingText('operation metrics');
export const OPERATIONS_EMPTY_TITLE = 'No async metrics yet';
export const OPERATIONS_EMPTY_TEXT = 'Metrics will appear once operations are tracked';
/** Below this width the operations table scrolls sideways inside its card. */
export const OPERATIONS_TABLE_MIN_WIDTH = 480;
export const OPERATIONS_SCROLL_LABEL = 'Operations table';
export const OPERATIONS_COLUMNS = {
  operation: 'Operation',
  count: 'Count',
  averageDuration: 'Avg Duration',
  successRate: 'Success Rate',
} as const;

/**
 * docs/product.md#constants: the success-rate badge is green from 95 %, yellow from 90 %, red
 * below.
 */
export const SUCCESS_RATE_GOOD = 95;
export const SUCCESS_RATE_FAIR = 90;
