import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './format';

describe('formatDuration', () => {
  it('shows seconds alone under a minute', () => {
    expect(formatDuration(42)).toBe('42s');
  });

  it('shows the two largest units', () => {
    expect(formatDuration(250)).toBe('4m 10s');
    expect(formatDuration(2 * 3600 + 5 * 60 + 9)).toBe('2h 5m');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3d 4h');
  });

  it('drops fractions and never goes negative', () => {
    expect(formatDuration(59.9)).toBe('59s');
    expect(formatDuration(-5)).toBe('0s');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1_048_576, '1.00 MB'],
    [1_258_291, '1.20 MB'],
    [20 * 1024 * 1024, '20.00 MB'],
    [1024 ** 3, '1.00 GB'],
    [5 * 1024 ** 4, '5120.00 GB'],
  ])('shows %d bytes as "%s"', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('shows nonsense sizes as "0 Bytes"', () => {
    expect(formatBytes(-1)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
});
