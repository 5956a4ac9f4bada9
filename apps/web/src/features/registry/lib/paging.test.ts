import { describe, expect, it } from 'vitest';
import { formatTotal, totalPages } from './paging';

describe('formatTotal', () => {
  it('groups thousands with commas', () => {
    expect(formatTotal(0, false)).toBe('0');
    expect(formatTotal(1234, false)).toBe('1,234');
  });

  it("shows a capped total as '10,000+'", () => {
    expect(formatTotal(10_000, true)).toBe('10,000+');
  });
});

describe('totalPages', () => {
  it('is max(1, ceil(total / pageSize))', () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(101, 50)).toBe(3);
  });

  it('pages only up to the cap when the total is capped', () => {
    expect(totalPages(10_000, 10, true)).toBe(1000);
    expect(totalPages(25_000, 20, true)).toBe(500);
  });
});
