// Arithmetic behind the Quick Stats: their trends and how their figures read.

/** Percent change from `previous` to `current`; undefined when there is nothing to compare. */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0 || !Number.isFinite(previous) || !Number.isFinite(current)) return undefined;
  return ((current - previous) / previous) * 100;
}

// One locale for every figure, so '12,345' reads the same on every machine.
const countFormat = new Intl.NumberFormat('en-NZ');

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Whole milliseconds: '145ms'. */
export function formatMs(value: number): string {
  return `${Math.round(value)}ms`;
}

/** One decimal: '0.8%'. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}
