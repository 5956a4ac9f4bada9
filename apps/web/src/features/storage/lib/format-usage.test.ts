import { describe, expect, it } from 'vitest';
import { formatUsage } from './format-usage';

describe('formatUsage', () => {
  it('counts files and shows their total size', () => {
    expect(formatUsage({ fileCount: 3, bytes: 1_258_291 })).toBe('3 files · 1.20 MB');
  });

  it('says "file" for exactly one file', () => {
    expect(formatUsage({ fileCount: 1, bytes: 512 })).toBe('1 file · 512 Bytes');
  });

  it('shows an empty account', () => {
    expect(formatUsage({ fileCount: 0, bytes: 0 })).toBe('0 files · 0 Bytes');
  });
});
