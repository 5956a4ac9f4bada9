import { describe, expect, it } from 'vitest';
import { DEFAULT_SWEEP_INTERVAL_SECONDS, sweepIntervalMs } from './sweep-interval';

describe('the sweep interval', () => {
  it('is SWEEP_INTERVAL_SECONDS when that is a positive whole number', () => {
    expect(sweepIntervalMs({ SWEEP_INTERVAL_SECONDS: '5' })).toBe(5_000);
  });

  it.each([undefined, '', '0', '-3', '2.5', 'soon'])(
    'falls back to the default for %j',
    (value) => {
      const env = value === undefined ? {} : { SWEEP_INTERVAL_SECONDS: value };
      expect(sweepIntervalMs(env)).toBe(DEFAULT_SWEEP_INTERVAL_SECONDS * 1000);
    },
  );
});
