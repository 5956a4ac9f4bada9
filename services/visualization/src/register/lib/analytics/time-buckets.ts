import type { RegistrationInterval } from '@repo/contracts/registry';

const DAY_MS = 86_400_000;

/** The start of the UTC bucket (day, ISO week from Monday, month, year) holding `time`. */
export function bucketStart(time: Date, interval: RegistrationInterval): Date {
  const y = time.getUTCFullYear();
  const m = time.getUTCMonth();
  const d = time.getUTCDate();
  switch (interval) {
    case 'day':
      return new Date(Date.UTC(y, m, d));
    case 'week': {
      const day = new Date(Date.UTC(y, m, d));
      const sinceMonday = (day.getUTCDay() + 6) % 7;
      return new Date(day.getTime() - sinceMonday * DAY_MS);
    }
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
  }
}

export function nextBucket(start: Date, interval: RegistrationInterval): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  switch (interval) {
    case 'day':
      return new Date(start.getTime() + DAY_MS);
    case 'week':
      return new Date(start.getTime() + 7 * DAY_MS);
    case 'month':
      return new Date(Date.UTC(y, m + 1, 1));
    case 'year':
      return new Date(Date.UTC(y + 1, 0, 1));
  }
}

/** Every bucket start from the one holding `start` to the one holding `end`, up to `max + 1`. */
export function bucketStarts(
  start: Date,
  end: Date,
  interval: RegistrationInterval,
  max: number,
): Date[] {
  const starts: Date[] = [];
  for (
    let bucket = bucketStart(start, interval);
    bucket <= end && starts.length <= max;
    bucket = nextBucket(bucket, interval)
  ) {
    starts.push(bucket);
  }
  return starts;
}

/** YYYY-MM-DD of a UTC day. */
export const dayKey = (time: Date) => time.toISOString().slice(0, 10);
export const addDays = (time: Date, days: number) => new Date(time.getTime() + days * DAY_MS);
