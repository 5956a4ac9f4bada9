// Where the line chart's brush starts (docs/product.md#constants: on the whole range).
import { BRUSH_INITIAL_PERCENT } from './constants';

export interface BrushWindow {
  startIndex: number;
  endIndex: number;
}

/**
 * The last BRUSH_INITIAL_PERCENT of the points: startIndex = floor(n · (100 − percent) / 100),
 * endIndex = n − 1; both 0 for no points.
 */
export function initialBrushWindow(count: number): BrushWindow {
  if (count <= 0) return { startIndex: 0, endIndex: 0 };
  return {
    // Whole percents keep the product exact, so floor never lands one below.
    startIndex: Math.floor((count * (100 - BRUSH_INITIAL_PERCENT)) / 100),
    endIndex: count - 1,
  };
}
