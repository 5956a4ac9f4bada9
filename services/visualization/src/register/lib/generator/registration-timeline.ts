// The distribution of registration instants: a piecewise cumulative distribution over
// 1900 → now, inverted from a quantile so each entity's date is computed on its own.
import { FULL_REGISTRY_SIZE, DEFAULT_REGISTRY_SIZE } from './registry-shape';
import { DAY_MS, HOUR_MS, dayWeight, hourWeight, nzOffsetMs } from './nz-local-time';
import { piecewiseLinear, type Knots } from './piecewise-linear';

export const REGISTRY_START_MS = Date.UTC(1900, 0, 1);
const RECENT_DAYS = 365;
const RECENT_WINDOW_MS = RECENT_DAYS * DAY_MS;
/** The newest hour gets a steady "live" rate, so the shortest dashboard ranges never look dead. */
const LIVE_WINDOW_MS = HOUR_MS;
/** Registrations per day over the last year at FULL_REGISTRY_SIZE and above. */
const FULL_RECENT_PER_DAY = 300;
/** Smallest rate per day at DEFAULT_REGISTRY_SIZE: enough for a busy last-7-days chart. */
const DEFAULT_RECENT_PER_DAY = 75;
const LIVE_MIN_PER_HOUR = 20;
/** The live hour runs at twice the average hourly rate of the last year. */
const LIVE_HOURS_PER_DAY_EQUIVALENT = 12;
/** Caps that keep tiny registers from being all recent. */
const MAX_RECENT_SHARE = 0.5;
const MAX_LIVE_SHARE = 0.01;
/** The mean Gregorian year. */
export const AVERAGE_YEAR_MS = 365.2425 * DAY_MS;
/**
 * Relative registrations per year as [year, weight], linear between knots: few before the
 * wars, growth after them and steep growth since the Companies Act 1993.
 */
const GROWTH_KNOTS: Knots = [
  [1900, 1],
  [1920, 2],
  [1940, 3],
  [1950, 5],
  [1960, 9],
  [1970, 15],
  [1980, 25],
  [1990, 45],
  [2000, 70],
  [2010, 85],
  [2020, 100],
  [2100, 110],
];

/** Registrations per day in the last year: fixed in absolute terms for large registers. */
export function recentPerDay(count: number): number {
  const full = (FULL_RECENT_PER_DAY * Math.min(count, FULL_REGISTRY_SIZE)) / FULL_REGISTRY_SIZE;
  const floor =
    (DEFAULT_RECENT_PER_DAY * Math.min(count, DEFAULT_REGISTRY_SIZE)) / DEFAULT_REGISTRY_SIZE;
  return Math.max(full, floor);
}

function livePerHour(count: number): number {
  const minimum =
    (LIVE_MIN_PER_HOUR * Math.min(count, DEFAULT_REGISTRY_SIZE)) / DEFAULT_REGISTRY_SIZE;
  return Math.max(recentPerDay(count) / LIVE_HOURS_PER_DAY_EQUIVALENT, minimum);
}

const growthWeight = (year: number) => piecewiseLinear(GROWTH_KNOTS, year);

interface Segment {
  startMs: number;
  endMs: number;
  weight: number;
}

/** Cumulative masses of consecutive time segments; history segments get a working-day time. */
export interface Timeline {
  readonly cumulative: Float64Array;
  readonly startMs: Float64Array;
  readonly spanMs: Float64Array;
  readonly historyEndMs: number;
}

function historySegments(endMs: number): Segment[] {
  const segments: Segment[] = [];
  const lastYear = new Date(endMs).getUTCFullYear();
  for (let year = new Date(REGISTRY_START_MS).getUTCFullYear(); year <= lastYear; year += 1) {
    const startMs = Math.max(Date.UTC(year, 0, 1), REGISTRY_START_MS);
    const segmentEnd = Math.min(Date.UTC(year + 1, 0, 1), endMs);
    if (segmentEnd <= startMs) continue;
    const weight = (growthWeight(year + 0.5) * (segmentEnd - startMs)) / AVERAGE_YEAR_MS;
    segments.push({ startMs, endMs: segmentEnd, weight });
  }
  return segments;
}

/** One segment per UTC hour (New Zealand hours start on UTC hours), weighted by local time. */
function recentSegments(startMs: number, endMs: number): Segment[] {
  const segments: Segment[] = [];
  for (let slotStart = startMs; slotStart < endMs;) {
    const slotEnd = Math.min((Math.floor(slotStart / HOUR_MS) + 1) * HOUR_MS, endMs);
    const localMs = slotStart + nzOffsetMs(slotStart);
    const share = (slotEnd - slotStart) / HOUR_MS;
    segments.push({
      startMs: slotStart,
      endMs: slotEnd,
      weight: dayWeight(localMs) * hourWeight(localMs) * share,
    });
    slotStart = slotEnd;
  }
  return segments;
}

function scaled(segments: Segment[], mass: number): Segment[] {
  const total = segments.reduce((sum, segment) => sum + segment.weight, 0);
  return segments.map((segment) => ({
    ...segment,
    weight: total > 0 ? (segment.weight * mass) / total : 0,
  }));
}

export function buildTimeline(count: number, nowMs: number): Timeline {
  const historyEndMs = nowMs - RECENT_WINDOW_MS;
  const liveStartMs = nowMs - LIVE_WINDOW_MS;
  const recentShare = Math.min(MAX_RECENT_SHARE, (recentPerDay(count) * RECENT_DAYS) / count);
  const liveShare = Math.min(MAX_LIVE_SHARE, livePerHour(count) / count);
  const segments = [
    ...scaled(historySegments(historyEndMs), 1 - recentShare),
    ...scaled(recentSegments(historyEndMs, liveStartMs), recentShare - liveShare),
    { startMs: liveStartMs, endMs: nowMs, weight: liveShare },
  ];
  const cumulative = new Float64Array(segments.length);
  const startMs = new Float64Array(segments.length);
  const spanMs = new Float64Array(segments.length);
  let running = 0;
  segments.forEach((segment, position) => {
    running += segment.weight;
    cumulative[position] = running;
    startMs[position] = segment.startMs;
    spanMs[position] = segment.endMs - segment.startMs;
  });
  return { cumulative, startMs, spanMs, historyEndMs };
}

/**
 * The instant at a quantile in [0, 1). History instants keep their day but take a time of day
 * from timeOfDay (ms after local midnight), so old registrations also fall in office hours.
 */
export function instantAt(timeline: Timeline, quantile: number, timeOfDay: number): number {
  const { cumulative, startMs, spanMs } = timeline;
  const total = cumulative[cumulative.length - 1] ?? 1;
  const target = quantile * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  const segmentStart = low > 0 ? (cumulative[low - 1] ?? 0) : 0;
  const mass = (cumulative[low] ?? 0) - segmentStart;
  const fraction = mass > 0 ? Math.min((target - segmentStart) / mass, 1 - Number.EPSILON) : 0;
  const segmentStartMs = startMs[low] ?? REGISTRY_START_MS;
  const segmentSpanMs = spanMs[low] ?? 0;
  // Never past the segment's end, so the newest entity stays strictly before now.
  const instant = Math.min(
    Math.floor(segmentStartMs + fraction * segmentSpanMs),
    segmentStartMs + Math.max(segmentSpanMs - 1, 0),
  );
  if (instant >= timeline.historyEndMs) return instant;
  const offset = nzOffsetMs(instant);
  const localDay = Math.floor((instant + offset) / DAY_MS) * DAY_MS;
  const shaped = Math.floor(localDay + timeOfDay - offset);
  return Math.min(Math.max(shaped, REGISTRY_START_MS), timeline.historyEndMs - 1);
}
