// The Services page's texts (docs/product.md#screens).
import { loadingText } from '@/config/query-texts';
import type { ServiceId } from '@repo/contracts/services';
import { HEALTH_POLL_INTERVAL_MS } from '@/config/constants';

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
/** How long this worker instance has been up, not the share of a day it was: that is on Metrics. */
export const uptimeText = (duration: string) => `Instance up ${duration}`;
/** A clock time with seconds, '03:44:10', in the reader's locale. */
export const clockTime = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
/** When the card's status was measured: the page checks each service live every 30 s. */
export const checkedText = (time: string) =>
  `checked ${time}, every ${HEALTH_POLL_INTERVAL_MS / 1_000} s`;

export const LOADING_METRICS_TEXT = loadingText('service metrics');
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
