// The home dashboard's texts and sample figures (docs/product.md#screens, #states, #constants).
import type { QuickStats, Summary } from '@repo/contracts/metrics';
import { HEALTH_POLL_INTERVAL_MS } from '@/config/constants';
import { HEALTH_STATUS_DISPLAY, type StatusDisplay } from '@/config/health-display';

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
/** The window is part of the figure, so nobody reads a day's uptime as the last few minutes'. */
export const UPTIME_WINDOW = 'last 24 h';
export const uptimeText = (percent: number) => `Uptime: ${percent.toFixed(1)}% (${UPTIME_WINDOW})`;
/** When the status was measured: the visualization worker probes every service once a minute. */
export const probedText = (time: string) => `probed ${time}, every minute`;
export const NOT_PROBED_TEXT = 'not probed yet';
/** Why the Dashboard and Services may disagree for a while: two measurements, two rhythms. */
export const HEALTH_SOURCE_TEXT = `Each status is the latest scheduled probe, run every minute. Services checks each service live every ${HEALTH_POLL_INTERVAL_MS / 1_000} s, so the two can differ for up to a minute.`;
/** A clock time with seconds, '03:43:59', in the reader's locale. */
export const clockTime = (at: string | number) =>
  new Date(at).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** docs/product.md#states: yellow while loading, red for a service the feed has not probed. */
export const HEALTH_DISPLAY = {
  ...HEALTH_STATUS_DISPLAY,
  loading: { label: 'Loading...', color: 'yellow' },
  unknown: { label: 'Unknown', color: 'red' },
} satisfies Record<string, StatusDisplay>;
export type HealthDisplayKey = keyof typeof HEALTH_DISPLAY;

export const QUICK_STATS_HEADING = 'Quick Stats';
/** A stat card's value before the first answer. */
export const LOADING_VALUE = '…';

/**
 * Each figure's title, subtitle and help text. The subtitle says what the figure is and over which
 * window: a mean over 24 hours moves little for one burst, and the reader should know that is
 * what they are looking at.
 */
export const STAT_TEXTS = {
  totalRequests: {
    title: 'Total Requests',
    window: 'Total, last 24 h',
    info: 'Every request the gateway served in the last 24 hours.',
  },
  activeUsers: {
    title: 'Active Users',
    window: 'Distinct, last 24 h',
    info: 'Distinct anonymous visitors in the last 24 hours, estimated from hashed registers so that nothing identifying a person is stored.',
  },
  averageResponseTime: {
    title: 'Avg Response Time',
    window: 'Mean, last 24 h',
    info: 'Mean time the gateway took to answer a request in the last 24 hours.',
  },
  errorRate: {
    title: 'Error Rate',
    window: 'Of requests, last 24 h',
    info: 'Percent of gateway requests in the last 24 hours answered with a 5xx error.',
  },
} as const satisfies Record<keyof QuickStats, { title: string; window: string; info: string }>;

/** Appended to each figure's help text: what its trend compares. */
export const TREND_INFO = 'The trend compares it with the 24 hours before.';
/** In place of a trend when the system has no requests in the 24 hours before: a new system. */
export const NO_EARLIER_DAY_TEXT = 'no earlier 24 h yet';
/** In place of a trend from zero, which no percentage can express. */
export const previousFigureText = (figure: string) => `was ${figure} the 24 h before`;

/**
 * docs/product.md#screens: the Quick Stats' fixed sample values, shown when the summary API gives
 * nothing; the previous day's figures only give the sample cards their trends.
 */
export const SAMPLE_SUMMARY: Summary = {
  current: { totalRequests: 12_345, activeUsers: 284, averageResponseTime: 145, errorRate: 0.8 },
  previous: { totalRequests: 11_022, activeUsers: 263, averageResponseTime: 152, errorRate: 0.9 },
};

/** Sample uptimes run from this percent to 100. */
export const SAMPLE_MIN_UPTIME = 95;
