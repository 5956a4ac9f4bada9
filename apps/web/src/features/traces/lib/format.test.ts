import { describe, expect, it } from 'vitest';
import { formatMs, formatOffset, formatWait } from './format';

describe('formatMs', () => {
  it('keeps a tenth below 10 ms and whole milliseconds above', () => {
    expect([0, 0.44, 3, 9.96, 42.4, 1_234.5].map(formatMs)).toEqual([
      '0 ms',
      '0.4 ms',
      '3 ms',
      '10 ms',
      '42 ms',
      '1,235 ms',
    ]);
  });
});

describe('formatWait', () => {
  it('says milliseconds below a second and seconds from one on', () => {
    expect([850, 999, 1_000, 1_200, 12_345].map(formatWait)).toEqual([
      '850 ms',
      '999 ms',
      '1 s',
      '1.2 s',
      '12.3 s',
    ]);
  });
});

describe('formatOffset', () => {
  it('reads as time after the trace began', () => {
    expect(formatOffset(12)).toBe('+12 ms');
  });
});
