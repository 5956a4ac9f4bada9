// Random sample data the charts show when their API gives nothing (docs/product.md#calls,
// #constants).

/** docs/product.md#constants: the sample generator makes 20 points 1 minute apart. */
export const SAMPLE_POINT_COUNT = 20;
export const SAMPLE_POINT_INTERVAL_MS = 60_000;

export interface SamplePoint {
  timestamp: string;
  value: number;
}

export interface SampleItem {
  label: string;
  value: number;
}

type Random = () => number;

function randomInt(min: number, max: number, random: Random): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** 20 points one minute apart, the last at `now`, with whole values from min to max. */
export function sampleTimeSeries({
  now = Date.now(),
  min = 0,
  max = 100,
  random = Math.random,
} = {}): SamplePoint[] {
  return Array.from({ length: SAMPLE_POINT_COUNT }, (_, index) => ({
    timestamp: new Date(
      now - (SAMPLE_POINT_COUNT - 1 - index) * SAMPLE_POINT_INTERVAL_MS,
    ).toISOString(),
    value: randomInt(min, max, random),
  }));
}

/** One item per label with a whole value from min to max. */
export function sampleItems(
  labels: readonly string[],
  { min = 1, max = 100, random = Math.random } = {},
): SampleItem[] {
  return labels.map((label) => ({ label, value: randomInt(min, max, random) }));
}
