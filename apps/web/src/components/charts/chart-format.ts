// Colours and labels for the charts and their data tables.
const DAY_MS = 86_400_000;

/** Mantine colours given to pie slices in turn. */
export const CHART_COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'yellow.7',
  'red.6',
] as const;

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length] ?? 'blue.6';
}

/** A Mantine colour name such as 'blue.6' as its CSS variable, for plain recharts. */
export function themeColorVar(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** '1,234.57': grouped, at most two decimals. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** '12.5 ms'; a missing quantile as an en dash. */
export function formatMs(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${formatNumber(value)} ms`;
}

/** A share of the whole as '42.5%'; 0 % of nothing. */
export function formatPercent(value: number, total: number): string {
  const share = total > 0 ? (value / total) * 100 : 0;
  return `${share.toFixed(1)}%`;
}

/**
 * Axis labels for a series: times of day when it spans less than a day (the minute-apart
 * sample), dates otherwise (the API's daily buckets). In the reader's time zone.
 */
export function timeLabelFormatter(timestamps: readonly string[]): (iso: string) => string {
  const times = timestamps.map((timestamp) => Date.parse(timestamp)).filter(Number.isFinite);
  const span = times.length > 0 ? Math.max(...times) - Math.min(...times) : 0;
  const options: Intl.DateTimeFormatOptions =
    span < DAY_MS ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' };
  const format = new Intl.DateTimeFormat(undefined, options);
  return (iso) => {
    const time = Date.parse(iso);
    return Number.isFinite(time) ? format.format(time) : iso;
  };
}

/** A timestamp in full for the data table, in the reader's locale and time zone. */
export function formatTimestamp(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time).toLocaleString() : iso;
}
