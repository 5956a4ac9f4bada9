// Texts of the services status panel (docs/product.md#screens).
import { HEALTH_POLL_INTERVAL_MS } from '@/config/constants';

export const STATUS_PANEL_TITLE = 'Services Status';
export const STATUS_LIST_LABEL = 'Service status';
export const LAST_CHECKED_LABEL = 'Last checked';
/** After the time of the last check: how often the page checks again. */
export const CHECK_INTERVAL_TEXT = `every ${HEALTH_POLL_INTERVAL_MS / 1_000} s`;
/** Shown for 'Last checked' before the first check has completed. */
export const NOT_CHECKED_YET = '—';
export const UNAVAILABLE_BANNER_TITLE = 'One or more services are unavailable';
export const UNAVAILABLE_BANNER_DESCRIPTION =
  'Some dependencies failed health checks. See details below.';
