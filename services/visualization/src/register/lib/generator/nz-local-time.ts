// New Zealand local time for shaping registrations around the working day. Uses today's
// daylight-saving rules for every year: close enough for a generated register.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const NZST_OFFSET_MS = 12 * HOUR_MS;
const NZDT_OFFSET_MS = 13 * HOUR_MS;
/** Both daylight-saving changes happen at 14:00 UTC on the Saturday before the Sunday. */
const CHANGEOVER_UTC_HOUR = 14;
const SEPTEMBER = 8;
const APRIL = 3;
const DAYS_PER_WEEK = 7;
const SUNDAY = 0;
const SATURDAY = 6;

/** Relative registrations per local hour 0–23: busy office hours, a trickle at night. */
export const HOUR_WEIGHTS: readonly number[] = [
  0.08, 0.05, 0.04, 0.04, 0.05, 0.1, 0.25, 0.55, 1.1, 1.6, 1.7, 1.6, 1.2, 1.4, 1.6, 1.5, 1.3, 0.9,
  0.55, 0.45, 0.45, 0.35, 0.22, 0.12,
];
const WEEKDAY_WEIGHT = 1;
const SATURDAY_WEIGHT = 0.3;
/** Sundays and the fixed-date public holidays. */
const QUIET_DAY_WEIGHT = 0.22;
/** Fixed-date public holidays as [month (0-based), day]: New Year, Waitangi, Anzac, Christmas. */
const FIXED_HOLIDAYS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [0, 2],
  [1, 6],
  [3, 25],
  [11, 25],
  [11, 26],
];

function changeoverMs(year: number, month: number, sundayDate: number): number {
  return Date.UTC(year, month, sundayDate - 1, CHANGEOVER_UTC_HOUR);
}

function changeoversOf(year: number): readonly [number, number] {
  const endOfSeptember = new Date(Date.UTC(year, SEPTEMBER + 1, 0));
  const lastSundayOfSeptember = endOfSeptember.getUTCDate() - endOfSeptember.getUTCDay();
  const firstOfApril = new Date(Date.UTC(year, APRIL, 1)).getUTCDay();
  const firstSundayOfApril = 1 + ((DAYS_PER_WEEK - firstOfApril) % DAYS_PER_WEEK);
  return [
    changeoverMs(year, APRIL, firstSundayOfApril),
    changeoverMs(year, SEPTEMBER, lastSundayOfSeptember),
  ];
}

// Every changeover from 1899 to 2200 in order (April, September, April, …): looking an instant
// up here is much cheaper than building Dates for every entity.
const FIRST_TABLE_YEAR = 1899;
const LAST_TABLE_YEAR = 2200;
const CHANGEOVERS = Float64Array.from(
  Array.from({ length: LAST_TABLE_YEAR - FIRST_TABLE_YEAR + 1 }, (_, offset) =>
    changeoversOf(FIRST_TABLE_YEAR + offset),
  ).flat(),
);

/** UTC offset of New Zealand at a UTC instant: +13 from late September to early April. */
export function nzOffsetMs(utcMs: number): number {
  let low = 0;
  let high = CHANGEOVERS.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((CHANGEOVERS[middle] ?? 0) <= utcMs) low = middle + 1;
    else high = middle;
  }
  // An odd number of changeovers at or before the instant means the last was to standard time.
  return low % 2 === 1 ? NZST_OFFSET_MS : NZDT_OFFSET_MS;
}

/** How busy a New Zealand local day is; localMs is a UTC instant shifted by nzOffsetMs. */
export function dayWeight(localMs: number): number {
  const local = new Date(localMs);
  const weekday = local.getUTCDay();
  const month = local.getUTCMonth();
  const date = local.getUTCDate();
  if (weekday === SUNDAY) return QUIET_DAY_WEIGHT;
  if (FIXED_HOLIDAYS.some(([m, d]) => m === month && d === date)) return QUIET_DAY_WEIGHT;
  return weekday === SATURDAY ? SATURDAY_WEIGHT : WEEKDAY_WEIGHT;
}

export function hourWeight(localMs: number): number {
  return HOUR_WEIGHTS[new Date(localMs).getUTCHours()] ?? 0;
}

const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

/** A time of day in ms after local midnight, following HOUR_WEIGHTS, from a uniform draw. */
export function timeOfDayMs(uniform: number): number {
  let remaining = uniform * HOUR_TOTAL;
  for (let hour = 0; hour < HOUR_WEIGHTS.length; hour += 1) {
    const weight = HOUR_WEIGHTS[hour] ?? 0;
    if (remaining < weight) return (hour + remaining / weight) * HOUR_MS;
    remaining -= weight;
  }
  return DAY_MS - 1;
}
