// The path of a map line: straight when no other part is in the way, else the shortest way
// around the parts in between, bending just outside their corners.
import type { Box } from './map-layout';

export interface Point {
  x: number;
  y: number;
}

/** How far a line keeps from a part it passes (a little more than a reader needs to see a gap). */
const CLEARANCE = 6;
/**
 * How far outside a part's corner a line may bend: beyond the clearance, so it may run along a
 * side, and in steps, so that lines around one corner keep apart.
 */
const BEND_OFFSETS = [11, 19, 27];
/** What a bend another line already took costs on top. */
const REUSE_COST = 60;
/** What a bend costs, in pixels of length: a longer line with fewer bends reads more easily. */
const BEND_COST = 40;

/** Whether the segment from `a` to `b` passes through the box (Liang-Barsky clipping). */
export function segmentCrossesBox(a: Point, b: Point, box: Box): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - (box.x - box.width / 2)],
    [dx, box.x + box.width / 2 - a.x],
    [-dy, a.y - (box.y - box.height / 2)],
    [dy, box.y + box.height / 2 - a.y],
  ];
  let enter = 0;
  let leave = 1;
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
    if (enter > leave) return false;
  }
  return true;
}

export const padBox = (box: Box, by: number): Box => ({
  ...box,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});

const inside = (point: Point, box: Box) =>
  Math.abs(point.x - box.x) <= box.width / 2 && Math.abs(point.y - box.y) <= box.height / 2;

const corners = ({ x, y, width, height }: Box): Point[] =>
  [-1, 1].flatMap((sx) =>
    [-1, 1].map((sy) => ({ x: x + (sx * width) / 2, y: y + (sy * height) / 2 })),
  );

/** The width of the map, whose lines must stay on it. */
export interface RouteArea {
  width: number;
}

/**
 * Routes the lines of one map, one after the other: each from `from` to `to` (the centres of its
 * two ends) past none of `obstacles`, by Dijkstra over points just outside the obstacles'
 * corners. A bend an earlier line took costs more, so lines around one corner run side by side,
 * not on top of each other. With no way around, the straight line.
 */
export function createRouter({ width }: RouteArea) {
  const used = new Map<string, number>();
  const keyOf = (point: Point) => `${point.x},${point.y}`;
  return (from: Point, to: Point, obstacles: readonly Box[], ends: readonly Box[]): Point[] => {
    const walls = obstacles.map((box) => padBox(box, CLEARANCE));
    const clear = (a: Point, b: Point) => !walls.some((wall) => segmentCrossesBox(a, b, wall));
    if (clear(from, to)) return [from, to];
    const keepOut = [...walls, ...ends.map((box) => padBox(box, CLEARANCE))];
    const bends = obstacles
      .flatMap((box) => BEND_OFFSETS.flatMap((offset) => corners(padBox(box, offset))))
      .filter((point) => point.x >= 0 && point.x <= width && point.y >= 0)
      .filter((point) => !keepOut.some((wall) => inside(point, wall)));
    const path = shortestPath(
      [from, ...bends, to],
      clear,
      (point) => BEND_COST + REUSE_COST * (used.get(keyOf(point)) ?? 0),
    );
    if (path === null) return [from, to];
    for (const point of path.slice(1, -1))
      used.set(keyOf(point), (used.get(keyOf(point)) ?? 0) + 1);
    return path;
  };
}

/** Dijkstra from the first point to the last, each step a clear straight piece. */
function shortestPath(
  points: readonly Point[],
  clear: (a: Point, b: Point) => boolean,
  bendCost: (point: Point) => number,
): Point[] | null {
  const last = points.length - 1;
  const cost = points.map((_, index) => (index === 0 ? 0 : Infinity));
  const previous = points.map(() => -1);
  const done = points.map(() => false);
  for (;;) {
    let current = -1;
    for (const [index, value] of cost.entries())
      if (!done[index] && value < Infinity && (current === -1 || value < (cost[current] ?? 0)))
        current = index;
    if (current === -1 || current === last) break;
    done[current] = true;
    const at = points[current] as Point;
    for (const [index, point] of points.entries()) {
      if (done[index] || !clear(at, point)) continue;
      const step =
        (cost[current] ?? 0) +
        Math.hypot(point.x - at.x, point.y - at.y) +
        (index === last ? 0 : bendCost(point));
      if (step < (cost[index] ?? Infinity)) {
        cost[index] = step;
        previous[index] = current;
      }
    }
  }
  if (previous[last] === -1) return null;
  const path: Point[] = [];
  for (let index = last; index !== -1; index = previous[index] ?? -1)
    path.unshift(points[index] as Point);
  return path;
}
