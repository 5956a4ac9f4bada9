import { describe, expect, it } from 'vitest';
import { edge } from '../components/lab-map.test-utils';
import { edgeWidth, exitPoint, layoutEdges, overlapArea } from './edge-geometry';
import type { Point } from './edge-route';
import type { Box } from './map-layout';

const box = (x: number, y: number): Box => ({ x, y, width: 100, height: 40 });
const boxes = new Map([
  ['top', box(200, 50)],
  ['bottom', box(200, 250)],
  ['side', box(500, 250)],
]);
const small = () => ({ width: 40, height: 14 });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('layoutEdges', () => {
  it('runs a line from the edge of one box to the edge of the other', () => {
    const [placed] = layoutEdges([edge('top', 'bottom', 'service-binding')], boxes, small);
    expect(placed?.points).toEqual([
      { x: 200, y: 70 },
      { x: 200, y: 230 },
    ]);
  });

  it('draws two edges between the same parts side by side, not on top of each other', () => {
    const placed = layoutEdges(
      [edge('side', 'bottom', 'produce'), edge('bottom', 'side', 'consume')],
      boxes,
      small,
    );
    const [out, back] = placed;
    expect(placed).toHaveLength(2);
    expect(Math.abs((out?.points[0]?.y ?? 0) - (back?.points.at(-1)?.y ?? 0))).toBeCloseTo(14);
  });

  it('leaves out an edge whose end is not on the map', () => {
    expect(layoutEdges([edge('top', 'nowhere', 'd1')], boxes, small)).toEqual([]);
  });

  it('moves figures that would cover earlier ones along their line', () => {
    const many = [edge('top', 'bottom', 'd1'), edge('bottom', 'top', 'd1')];
    const [first, second] = layoutEdges(many, boxes, () => ({ width: 80, height: 30 }));
    expect(first && second ? distance(first.label, second.label) : 0).toBeGreaterThan(20);
  });
});

describe('geometry helpers', () => {
  it('finds where a ray leaves a box', () => {
    expect(exitPoint(box(0, 0), { x: 0, y: 0 }, 1, 0)).toEqual({ x: 50, y: 0 });
    expect(exitPoint(box(0, 0), { x: 0, y: 0 }, 0, -3)).toEqual({ x: 0, y: -20 });
  });

  it('measures overlaps', () => {
    expect(overlapArea(box(0, 0), box(50, 20))).toBe(50 * 20);
    expect(overlapArea(box(0, 0), box(100, 0))).toBe(0);
  });

  it('thickens a busier line, up to a limit', () => {
    expect(edgeWidth(0)).toBe(1.5);
    expect(edgeWidth(3)).toBeGreaterThan(edgeWidth(1));
    expect(edgeWidth(1e6)).toBe(6);
  });
});
