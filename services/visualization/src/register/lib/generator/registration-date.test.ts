import { describe, expect, it } from 'vitest';
import { generateEntity } from './generate-entity';
import { DEFAULT_REGISTRY_SEED, DEFAULT_REGISTRY_SIZE } from './registry-shape';
import { recentPerDay } from './registration-timeline';

const NOW = new Date('2026-11-22T03:30:00.000Z');
const NOW_MS = NOW.getTime();
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SAMPLE_SIZE = 20_000;
const SAMPLE = Array.from({ length: SAMPLE_SIZE }, (_, index) =>
  generateEntity({ seed: DEFAULT_REGISTRY_SEED, count: SAMPLE_SIZE, now: NOW }, index),
);
const ISO_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const START_MS = Date.UTC(1900, 0, 1);
const BEFORE_1950_MS = Date.UTC(1950, 0, 1);
const SINCE_1990_MS = Date.UTC(1990, 0, 1);
/** The dashboard's 7-day view needs this much at the default size. */
const MIN_LAST_WEEK_AT_DEFAULT_SIZE = 400;
const NEWEST_AT_MOST_MS = 5 * MINUTE_MS;

function share(predicate: (entity: (typeof SAMPLE)[number]) => boolean, of = SAMPLE): number {
  return of.filter(predicate).length / of.length;
}

describe('registration dates', () => {
  it('are ISO date-times in UTC with milliseconds, from 1900 to now and never after', () => {
    for (const { registeredAt } of SAMPLE) {
      expect(registeredAt).toMatch(ISO_MS_UTC);
      const instant = Date.parse(registeredAt);
      expect(instant).toBeGreaterThanOrEqual(START_MS);
      expect(instant).toBeLessThan(NOW_MS);
    }
  });

  it('grow over the century: few before 1950, most since 1990', () => {
    const instants = SAMPLE.map((entity) => Date.parse(entity.registeredAt));
    expect(share((e) => Date.parse(e.registeredAt) < BEFORE_1950_MS)).toBeLessThan(0.05);
    expect(share((e) => Date.parse(e.registeredAt) >= SINCE_1990_MS)).toBeGreaterThan(0.6);
    const decades = [1900, 1930, 1960, 1990, 2010].map(
      (year) =>
        instants.filter((t) => t >= Date.UTC(year, 0, 1) && t < Date.UTC(year + 10, 0, 1)).length,
    );
    expect(decades).toEqual([...decades].sort((a, b) => a - b));
  });

  it('leave most of the oldest entities removed and few of the newest', () => {
    const old = SAMPLE.filter((e) => Date.parse(e.registeredAt) < BEFORE_1950_MS);
    const recent = SAMPLE.filter((e) => NOW_MS - Date.parse(e.registeredAt) < 2 * 365 * DAY_MS);
    expect(share((e) => e.status === 'Removed', old)).toBeGreaterThan(0.6);
    expect(share((e) => e.status === 'Removed', old)).toBeLessThan(0.8);
    expect(share((e) => e.status === 'Removed', recent)).toBeLessThan(0.1);
  });

  it('hold a fixed daily rate over the last year, 300 a day from a million entities', () => {
    expect(recentPerDay(1_000_000)).toBe(300);
    expect(recentPerDay(5_000_000)).toBe(300);
    expect(recentPerDay(500_000)).toBe(150);
    expect(recentPerDay(DEFAULT_REGISTRY_SIZE)).toBeGreaterThanOrEqual(60);
    expect(recentPerDay(10_000)).toBeLessThan(recentPerDay(DEFAULT_REGISTRY_SIZE));
  });

  it('keep the default register busy over the last week, newest just before now', () => {
    const shape = { seed: DEFAULT_REGISTRY_SEED, count: DEFAULT_REGISTRY_SIZE, now: NOW };
    let lastWeek = 0;
    let lastYear = 0;
    let newest = 0;
    const weekdays = new Array<number>(7).fill(0);
    for (let index = 0; index < DEFAULT_REGISTRY_SIZE; index += 1) {
      const instant = Date.parse(generateEntity(shape, index).registeredAt);
      if (NOW_MS - instant < 7 * DAY_MS) lastWeek += 1;
      if (NOW_MS - instant < 365 * DAY_MS) {
        lastYear += 1;
        const weekday = new Date(instant + 12 * 3_600_000).getUTCDay();
        weekdays[weekday] = (weekdays[weekday] ?? 0) + 1;
      }
      newest = Math.max(newest, instant);
    }
    expect(lastWeek).toBeGreaterThanOrEqual(MIN_LAST_WEEK_AT_DEFAULT_SIZE);
    expect(lastYear / DEFAULT_REGISTRY_SIZE).toBeGreaterThan(0.1);
    expect(newest).toBeLessThan(NOW_MS);
    expect(NOW_MS - newest).toBeLessThanOrEqual(NEWEST_AT_MOST_MS);
    const [sunday = 0, monday = 0, , wednesday = 0] = weekdays;
    expect(monday).toBeGreaterThan(2 * sunday);
    expect(wednesday).toBeGreaterThan(2 * sunday);
  });

  it('fall mostly in New Zealand office hours', () => {
    const localHours = SAMPLE.map((e) => new Date(Date.parse(e.registeredAt) + 12 * 3_600_000));
    const office = localHours.filter((d) => d.getUTCHours() >= 8 && d.getUTCHours() < 18);
    const night = localHours.filter((d) => d.getUTCHours() < 6);
    expect(office.length / SAMPLE_SIZE).toBeGreaterThan(0.6);
    expect(night.length).toBeGreaterThan(0);
  });
});
