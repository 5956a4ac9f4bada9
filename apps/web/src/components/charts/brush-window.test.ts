import { describe, expect, it } from 'vitest';
import { initialBrushWindow } from './brush-window';

describe('initialBrushWindow', () => {
  it('covers the last 40 % of the points', () => {
    expect(initialBrushWindow(10)).toEqual({ startIndex: 6, endIndex: 9 });
    expect(initialBrushWindow(600)).toEqual({ startIndex: 360, endIndex: 599 });
    expect(initialBrushWindow(35)).toEqual({ startIndex: 21, endIndex: 34 });
  });

  it('rounds the start down', () => {
    expect(initialBrushWindow(7)).toEqual({ startIndex: 4, endIndex: 6 });
    expect(initialBrushWindow(1)).toEqual({ startIndex: 0, endIndex: 0 });
  });

  it('is the empty window for no points', () => {
    expect(initialBrushWindow(0)).toEqual({ startIndex: 0, endIndex: 0 });
  });
});
