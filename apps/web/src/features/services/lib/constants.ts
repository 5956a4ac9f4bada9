// The Services page's texts (docs/product.md#screens).
import type { ServiceId } from '@repo/contracts/services';

export const PAGE_TITLE = 'Services';
export const PAGE_HEADING = 'Services';
export const PAGE_DESCRIPTION =
  'What each backend service does, its live health, and its traffic over the last 5 minutes.';
export const SERVICES_LIST_LABEL = 'Services';

/** docs/product.md#screens: one card per service, in this order. */
export const SERVICES_PAGE_ORDER: readonly ServiceId[] = ['users', 'storage', 'visualization'];

export const SERVICE_DESCRIPTIONS: Record<ServiceId, string> = {
  users:
    'Keeps the demo user and their storage usage in D1, kept current by consuming file events from a queue.',
  storage: 'Uploads, lists, serves and deletes files: the blobs in R2, their metadata in D1.',
  visualization:
    'Collects telemetry from every service and answers the metrics API and the NZBN business register API.',
};

export const versionText = (version: string) => `Version ${version}`;
export const uptimeText = (duration: string) => `Uptime ${duration}`;

export const LOADING_METRICS_TEXT = 'Loading service metrics...';
/** The metrics API answered but had nothing on this service over the window. */
export const NO_METRICS_TEXT = 'No metrics reported in the last 5 minutes';
export const METRIC_LABELS = {
  requestsPerSecond: 'Requests/sec',
  averageLatency: 'Avg Latency (ms)',
  errorRate: 'Error Rate (%)',
} as const;

/** Random sample metrics stay within these bounds. */
export const SAMPLE_METRICS_BOUNDS = {
  requestsPerSecond: { min: 1, max: 100 },
  averageLatency: { min: 20, max: 250 },
  errorRate: { min: 0, max: 5 },
} as const;
