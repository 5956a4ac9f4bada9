// Arithmetic behind the Quick Stats: their trends and how their figures read.
import { NO_EARLIER_DAY_TEXT, previousFigureText } from './constants';

/** Percent change from `previous` to `current`; undefined when there is nothing to compare. */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0 || !Number.isFinite(previous) || !Number.isFinite(current)) return undefined;
  return ((current - previous) / previous) * 100;
}

/**
 * A figure's trend, or what to say in its place: a day without a single request before this one
 * is no day to compare with, and a change from 0 has no percentage.
 */
export function trendOf(
  current: number,
  previous: number,
  previousRequests: number,
  format: (value: number) => string,
): { percent: number } | { note: string } {
  if (previousRequests === 0) return { note: NO_EARLIER_DAY_TEXT };
  const percent = percentChange(current, previous);
  return percent === undefined ? { note: previousFigureText(format(previous)) } : { percent };
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
