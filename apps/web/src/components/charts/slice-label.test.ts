import { describe, expect, it } from 'vitest';
import { sliceLabel } from './slice-label';

describe('sliceLabel', () => {
  it('labels a slice over 5 % of the total with its percentage', () => {
    expect(sliceLabel(6, 100)).toBe('6.0%');
    expect(sliceLabel(1, 3)).toBe('33.3%');
    expect(sliceLabel(5.1, 100)).toBe('5.1%');
    expect(sliceLabel(10, 10)).toBe('100.0%');
  });

  it('leaves slices of 5 % or less unlabelled', () => {
    expect(sliceLabel(5, 100)).toBeNull();
    expect(sliceLabel(1, 100)).toBeNull();
    expect(sliceLabel(0, 100)).toBeNull();
  });

  it('labels nothing in an empty pie', () => {
    expect(sliceLabel(0, 0)).toBeNull();
    expect(sliceLabel(3, 0)).toBeNull();
  });
});
