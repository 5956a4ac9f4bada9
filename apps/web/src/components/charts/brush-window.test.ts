import { describe, expect, it } from 'vitest';
import { initialBrushWindow } from './brush-window';

describe('initialBrushWindow', () => {
  it('covers every point, so the chart spans the whole range like the charts beside it', () => {
    expect(initialBrushWindow(10)).toEqual({ startIndex: 0, endIndex: 9 });
    expect(initialBrushWindow(96)).toEqual({ startIndex: 0, endIndex: 95 });
    expect(initialBrushWindow(1)).toEqual({ startIndex: 0, endIndex: 0 });
  });

  it('is the empty window for no points', () => {
    expect(initialBrushWindow(0)).toEqual({ startIndex: 0, endIndex: 0 });
  });
});
