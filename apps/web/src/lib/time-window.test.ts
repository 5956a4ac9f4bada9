import { describe, expect, it } from 'vitest';
import { windowEndingNow } from './time-window';

describe('windowEndingNow', () => {
  it('spans the given time up to now', () => {
    expect(windowEndingNow(60_000, Date.parse('2026-07-01T00:01:00.000Z'))).toEqual({
      start: '2026-07-01T00:00:00.000Z',
      end: '2026-07-01T00:01:00.000Z',
    });
  });
});
