import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

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
