// Names and numbers the product spec fixes (sections 1, 8 and 9), written once.

export const APP_TITLE = 'Async Microservices Dashboard';

/** Status-panel health polling interval (spec 9: 30 s). */
export const HEALTH_POLL_INTERVAL_MS = 30_000;

/** Shown for a service whose health call failed without a message of its own (spec 8). */
export const HEALTH_UNAVAILABLE_MESSAGE = 'Unavailable';

/** Fallback for a failed API call without a message of its own (spec 8). */
export const API_REQUEST_FAILED_MESSAGE = 'API request failed';
