// The Metrics page's texts (spec 2).

export const PAGE_TITLE = 'Metrics';
export const PAGE_HEADING = 'Metrics and Analytics';
export const PAGE_DESCRIPTION =
  'Request rates, latency and async operation metrics over time, and analytics over the New Zealand business register (NZBN).';
