import { describe, expect, it } from 'vitest';
import { resolveBaseline } from './baseline.mjs';
import { compareFigures } from './compare-figures.mjs';
import { queryMix } from './compare.mjs';

const timings = (ms) => ({
  search: { p50: ms, p95: ms * 2 },
  analytics: { p50: ms, p95: ms * 2 },
  notFound: { p50: ms / 2, p95: ms },
});

describe('compareFigures', () => {
  it('holds each ratio to 1.1 and reports both builds beside it', () => {
    const rows = compareFigures({ baseline: timings(10), current: timings(10.5) });
    expect(rows).toHaveLength(18);
    expect(rows.slice(0, 3)).toEqual([
      expect.objectContaining({ value: 1.05, unit: '×', target: '≤ 1.1×', pass: true }),
      expect.objectContaining({ value: 10, unit: 'ms', pass: null }),
      expect.objectContaining({ value: 10.5, unit: 'ms', pass: null }),
    ]);
  });

  it('misses when the current build is over 10 % slower', () => {
    const rows = compareFigures({ baseline: timings(10), current: timings(11.5) });
    expect(rows.filter((row) => row.unit === '×').every((row) => row.pass === false)).toBe(true);
  });
});

describe('queryMix', () => {
  it('asks both builds the same questions, the 404 through the gateway', () => {
    const mix = queryMix(Date.UTC(2026, 0, 1));
    expect(mix).toEqual(queryMix(Date.UTC(2026, 0, 1)));
    expect(mix.search.every((path) => path.startsWith('/api/nzbn/search?q='))).toBe(true);
    expect(mix.analytics.every((path) => path.startsWith('/api/nzbn/analytics/'))).toBe(true);
    expect(new Set(mix.notFound)).toEqual(new Set(['/api/does-not-exist']));
  });
});

describe('resolveBaseline', () => {
  it('takes BENCH_BASELINE when set, and refuses a name that is no commit', () => {
    // HEAD, not a release: a shallow clone may not hold the release.
    const head = resolveBaseline({ BENCH_BASELINE: 'HEAD' });
    expect(head).toMatchObject({ ref: 'HEAD', short: head.commit.slice(0, 12) });
    expect(head.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(() => resolveBaseline({ BENCH_BASELINE: 'no-such-ref' })).toThrow(/not a commit/);
  });
});
