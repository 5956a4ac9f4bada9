// Texts of the services status panel (docs/product.md#screens).
export const STATUS_PANEL_TITLE = 'Services Status';
export const STATUS_LIST_LABEL = 'Service status';
export const LAST_CHECKED_LABEL = 'Last checked';
/** Shown for 'Last checked' before the first check has completed. */
export const NOT_CHECKED_YET = '—';
export const UNAVAILABLE_BANNER_TITLE = 'One or more services are unavailable';
export const UNAVAILABLE_BANNER_DESCRIPTION =
  'Some dependencies failed health checks. See details below.';
