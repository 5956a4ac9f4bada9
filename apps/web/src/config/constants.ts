// Names and numbers the product spec fixes (sections 1, 8 and 9), written once.

export const APP_TITLE = 'Async Microservices Dashboard';

/** Status-panel health polling interval (spec 9: 30 s). */
export const HEALTH_POLL_INTERVAL_MS = 30_000;

/** Shown for a service whose health call failed without a message of its own (spec 8). */
export const HEALTH_UNAVAILABLE_MESSAGE = 'Unavailable';

/** Fallback for a failed API call without a message of its own (spec 8). */
export const API_REQUEST_FAILED_MESSAGE = 'API request failed';

/** The badge on any figure or chart that shows generated sample data instead of the API's. */
export const SAMPLE_DATA_BADGE = 'Sample data';

/** Spec 9: home health every 10 s; the Quick Stats refresh with it. */
export const HOME_HEALTH_POLL_INTERVAL_MS = 10_000;
export const QUICK_STATS_POLL_INTERVAL_MS = 10_000;
/** The home health cards and Quick Stats cover the last 24 hours. */
export const HOME_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Spec 9: service metrics every 5 s, each over the last 5 minutes. */
export const SERVICE_METRICS_POLL_INTERVAL_MS = 5_000;
export const SERVICE_METRICS_WINDOW_MS = 5 * 60 * 1000;

/** Spec 9: request-count and latency-quantile series every 10 s, operation metrics every 8 s. */
export const TIMESERIES_POLL_INTERVAL_MS = 10_000;
export const QUANTILES_POLL_INTERVAL_MS = 10_000;
export const OPERATIONS_POLL_INTERVAL_MS = 8_000;
export const UPTIME_POLL_INTERVAL_MS = 10_000;
