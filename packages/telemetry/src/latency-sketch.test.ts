import { describe, expect, it } from 'vitest';
import { LatencySketch, SKETCH_RELATIVE_ACCURACY } from './latency-sketch';
import { normalFrom, seededRandom } from './testing/seeded-random';

const SAMPLE_SIZE = 20_000;
const QUANTILES = [0.5, 0.95, 0.99] as const;
// Floating-point rounding at a bucket edge may add a hair above the bound.
const TOLERANCE = SKETCH_RELATIVE_ACCURACY * (1 + 1e-9);

function exactQuantile(sorted: readonly number[], q: number): number {
  return sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN;
}

function sketchOf(values: readonly number[]): LatencySketch {
  const sketch = new LatencySketch();
  for (const value of values) sketch.add(value);
  return sketch;
}

function sample(draw: (random: () => number) => number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: SAMPLE_SIZE }, () => draw(random));
}

const distributions: [name: string, values: number[]][] = [
  ['uniform 1–1000 ms', sample((random) => 1 + 999 * random(), 1)],
  ['log-normal around 50 ms', sample((random) => Math.exp(Math.log(50) + normalFrom(random)), 2)],
  [
    'bimodal at 5 ms and 400 ms',
    sample((random) => {
      const [centre, spread] = random() < 0.7 ? [5, 1] : [400, 50];
      return Math.max(0.5, centre + spread * normalFrom(random));
    }, 3),
  ],
  ['heavy-tailed (Pareto) from 2 ms', sample((random) => 2 / (1 - random()) ** (1 / 1.5), 4)],
];

describe('LatencySketch', () => {
  it.each(distributions)('answers p50/p95/p99 within 1%% on %s', (_name, values) => {
    const sketch = sketchOf(values);
    const sorted = [...values].sort((a, b) => a - b);
    expect(sketch.count).toBe(values.length);
    for (const q of QUANTILES) {
      const exact = exactQuantile(sorted, q);
      const estimate = sketch.quantile(q) ?? Number.NaN;
      expect(Math.abs(estimate - exact) / exact).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it('stays within 1% at every percentile, including the minimum and the maximum', () => {
    const values = distributions[1]?.[1] ?? [];
    const sketch = sketchOf(values);
    const sorted = [...values].sort((a, b) => a - b);
    for (let percent = 0; percent <= 100; percent += 1) {
      const exact = exactQuantile(sorted, percent / 100);
      const estimate = sketch.quantile(percent / 100) ?? Number.NaN;
      expect(Math.abs(estimate - exact) / exact).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it('merges two sketches into exactly the sketch of all their values', () => {
    const [, uniform = []] = distributions[0] ?? [];
    const [, bimodal = []] = distributions[2] ?? [];
    const merged = sketchOf(uniform);
    merged.merge(sketchOf([...bimodal, 0, 0.001]));
    const together = sketchOf([...uniform, ...bimodal, 0, 0.001]);

    expect(merged.count).toBe(together.count);
    expect(merged.toJSON()).toBe(together.toJSON());
    for (const q of [0, ...QUANTILES, 1]) expect(merged.quantile(q)).toBe(together.quantile(q));
  });

  it('doubles its counts when merged with itself', () => {
    const sketch = sketchOf([1, 2, 3]);
    sketch.merge(sketch);
    expect(sketch.count).toBe(6);
    expect(sketch.toJSON()).toBe(sketchOf([1, 1, 2, 2, 3, 3]).toJSON());
  });

  it('reads back its own encoding with the same count and quantiles', () => {
    const [, values = []] = distributions[3] ?? [];
    const sketch = sketchOf([...values, 0, 0]);
    const decoded = LatencySketch.fromJSON(sketch.toJSON());

    expect(decoded.count).toBe(sketch.count);
    expect(decoded.toJSON()).toBe(sketch.toJSON());
    for (const q of [0, ...QUANTILES, 1]) expect(decoded.quantile(q)).toBe(sketch.quantile(q));
  });

  it('keeps a decoded sketch usable for adding and merging', () => {
    const decoded = LatencySketch.fromJSON(sketchOf([10, 20]).toJSON());
    decoded.add(15);
    decoded.merge(sketchOf([5]));
    expect(decoded.toJSON()).toBe(sketchOf([5, 10, 15, 20]).toJSON());
  });

  it('encodes a typical minute of requests in a few hundred characters', () => {
    const [, values = []] = distributions[1] ?? [];
    expect(sketchOf(values).toJSON().length).toBeLessThan(2_000);
    // 12 ms falls in bucket 125 and 13 ms four buckets later.
    expect(sketchOf([12, 12, 12, 13]).toJSON()).toBe('125:3,4');
  });

  it('answers null for every quantile of an empty sketch and encodes it as ""', () => {
    const sketch = new LatencySketch();
    expect(sketch.count).toBe(0);
    expect(sketch.quantile(0.5)).toBeNull();
    expect(sketch.toJSON()).toBe('');
    expect(LatencySketch.fromJSON('').quantile(0.99)).toBeNull();
  });

  it('reports zero and values below 0.01 ms as 0', () => {
    const sketch = sketchOf([0, 0.005, 0.009_99, 250]);
    expect(sketch.count).toBe(4);
    expect(sketch.quantile(0)).toBe(0);
    expect(sketch.quantile(0.5)).toBe(0);
    expect(sketch.quantile(1)).toBeCloseTo(250, -1);
    expect(LatencySketch.fromJSON(sketch.toJSON()).quantile(0.5)).toBe(0);
  });

  it('keeps 1% accuracy just above the zero threshold', () => {
    const estimate = sketchOf([0.01]).quantile(0.5) ?? Number.NaN;
    expect(Math.abs(estimate - 0.01) / 0.01).toBeLessThanOrEqual(TOLERANCE);
  });

  it('adds a value many times at once', () => {
    const sketch = new LatencySketch();
    sketch.add(40, 5);
    sketch.add(0, 2);
    sketch.add(80, 0);
    expect(sketch.count).toBe(7);
    expect(sketch.toJSON()).toBe(sketchOf([40, 40, 40, 40, 40, 0, 0]).toJSON());
  });

  it('refuses negative, infinite and NaN latencies and fractional repeat counts', () => {
    const sketch = new LatencySketch();
    expect(() => sketch.add(-1)).toThrow(RangeError);
    expect(() => sketch.add(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => sketch.add(Number.NaN)).toThrow(RangeError);
    expect(() => sketch.add(5, 1.5)).toThrow(RangeError);
    expect(() => sketch.quantile(1.5)).toThrow(RangeError);
    expect(sketch.count).toBe(0);
  });

  it.each(['garbage', '12:0', '1,0', '3,-2', 'z0;', 'z;1', '1:2,', '1e3', ' 12', '9'.repeat(400)])(
    'throws a clear error when decoding %j',
    (encoded) => {
      expect(() => LatencySketch.fromJSON(encoded)).toThrow(/^Invalid latency sketch/);
    },
  );
});
