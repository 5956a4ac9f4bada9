// Names and numbers the product fixes, written once (docs/product.md#what-the-product-does,
// #errors, #constants).

export const APP_TITLE = 'Async Microservices Dashboard';

/** Status-panel health polling interval (docs/product.md#constants: 30 s). */
export const HEALTH_POLL_INTERVAL_MS = 30_000;

/**
 * Shown for a service whose health call failed without a message of its own
 * (docs/product.md#errors).
 */
export const HEALTH_UNAVAILABLE_MESSAGE = 'Unavailable';

/** Fallback for a failed API call without a message of its own (docs/product.md#errors). */
export const API_REQUEST_FAILED_MESSAGE = 'API request failed';

/** The badge on any figure or chart that shows generated sample data instead of the API's. */
export const SAMPLE_DATA_BADGE = 'Sample data';
/** The whole badge says why, so sample figures never pass for the API's: 'Sample data: {why}'. */
export const sampleDataLabel = (reason: string) => `${SAMPLE_DATA_BADGE}: ${reason}`;

// Why a call to the metrics and register API gave no data, each the end of a sentence.
export const METRICS_API_OFF_REASON = 'the metrics API is turned off (VITE_METRICS_API_BASE=off)';
export const NETWORK_ERROR_DETAIL = 'network error';
export const unreachableReason = (detail: string) =>
  `the metrics service could not be reached (${detail})`;
export const refusedReason = (status: number) =>
  `the metrics service refused the request (${status})`;
export const UNEXPECTED_SHAPE_REASON = 'the metrics service answered in an unexpected shape';

/**
 * A 429 (docs/product.md#errors): the wait the server asked for, in whole seconds, or a moment
 * when it did not say. Shown as 'Too many requests: try again in 10 s'.
 */
export const TOO_MANY_REQUESTS_REASON = 'too many requests';
export const tooManyRequestsReason = (retryAfterSeconds: number | undefined) =>
  `${TOO_MANY_REQUESTS_REASON}: try again in ${retryAfterSeconds === undefined ? 'a moment' : `${retryAfterSeconds} s`}`;

/** The button that sends a failed request again. */
export const RETRY_LABEL = 'Retry';

/** docs/product.md#constants: home health every 10 s; the Quick Stats refresh with it. */
export const HOME_HEALTH_POLL_INTERVAL_MS = 10_000;
export const QUICK_STATS_POLL_INTERVAL_MS = 10_000;
/** The home health cards and Quick Stats cover the last 24 hours. */
export const HOME_WINDOW_MS = 24 * 60 * 60 * 1000;

/** docs/product.md#constants: service metrics every 5 s, each over the last 5 minutes. */
export const SERVICE_METRICS_POLL_INTERVAL_MS = 5_000;
export const SERVICE_METRICS_WINDOW_MS = 5 * 60 * 1000;

/**
 * docs/product.md#constants: request-count and latency-quantile series every 10 s, operation
 * metrics every 8 s.
 */
export const TIMESERIES_POLL_INTERVAL_MS = 10_000;
export const QUANTILES_POLL_INTERVAL_MS = 10_000;
export const OPERATIONS_POLL_INTERVAL_MS = 8_000;
export const UPTIME_POLL_INTERVAL_MS = 10_000;

/** The lab's active faults are polled every 5 s, so the banner follows faults set elsewhere. */
export const LAB_FAULTS_POLL_MS = 5_000;

/** The lab's system map reads its figures every 3 s: fast enough to watch a backlog move. */
export const LAB_MAP_POLL_MS = 3_000;
