// The lines of the system map: from the edge of one box to the edge of the other, side by side
// when two parts are linked both ways, each with its figures placed where they hide the least.
import type { TopologyEdge } from '@repo/contracts/lab-topology';
import { createRouter, segmentCrossesBox, type Point, type RouteArea } from './edge-route';
import type { Box } from './map-layout';

export interface PlacedEdge {
  edge: TopologyEdge;
  /** Where the line starts, bends and ends: a straight line has two points. */
  points: Point[];
  /** The centre of the edge's figures. */
  label: Point;
}

/** How far apart the lines of two edges between the same parts run. */
const PARALLEL_GAP = 14;
/** Where along a line its figures may sit, best first. */
const LABEL_SPOTS = [0.5, 0.42, 0.58, 0.35, 0.65, 0.28, 0.72, 0.22, 0.78, 0.16, 0.84];
/** A spot whose figures another line runs through costs as much as covering this much area. */
const CROSSING_COST = 100_000;
/** How far figures set beside their line keep from it. */
const LABEL_GAP = 3;

/** Thicker with more traffic, but never so thick that a busy line hides the rest. */
export function edgeWidth(perSecond: number): number {
  return 1.5 + Math.min(4.5, Math.log2(1 + perSecond));
}

/** The 11 px figures: about this wide per character, this tall per line. */
const LABEL_CHAR_WIDTH = 6.2;
export const LABEL_LINE_HEIGHT = 13;

export function edgeLabelSize(texts: readonly string[]): { width: number; height: number } {
  const longest = Math.max(0, ...texts.map((text) => text.length));
  return { width: longest * LABEL_CHAR_WIDTH + 8, height: texts.length * LABEL_LINE_HEIGHT + 4 };
}

/** Where the ray from a box's centre along (dx, dy) leaves the box. */
export function exitPoint(box: Box, from: Point, dx: number, dy: number): Point {
  const tx = dx === 0 ? Infinity : box.width / 2 / Math.abs(dx);
  const ty = dy === 0 ? Infinity : box.height / 2 / Math.abs(dy);
  const t = Math.min(tx, ty);
  return { x: from.x + dx * t, y: from.y + dy * t };
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);

export function overlapArea(a: Box, b: Box): number {
  const w =
    Math.min(a.x + a.width / 2, b.x + b.width / 2) - Math.max(a.x - a.width / 2, b.x - b.width / 2);
  const h =
    Math.min(a.y + a.height / 2, b.y + b.height / 2) -
    Math.max(a.y - a.height / 2, b.y - b.height / 2);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A line's straight pieces, start to end. */
export function edgeSegments({ points }: Pick<PlacedEdge, 'points'>): [Point, Point][] {
  return points.slice(1).map((point, index) => [points[index] ?? point, point]);
}

/** The box an edge's figures take, centred on its label point. */
export function labelBox(at: Point, size: { width: number; height: number }): Box {
  return { ...at, ...size };
}

/**
 * Lines for the edges whose both ends are on the map, and a spot on each line for its figures
 * that no other line runs through and that overlaps the boxes and earlier figures the least.
 */
export function layoutEdges(
  edges: readonly TopologyEdge[],
  boxes: ReadonlyMap<string, Box>,
  labelSize: (edge: TopologyEdge) => { width: number; height: number },
  area: RouteArea = { width: Infinity },
): PlacedEdge[] {
  const route = createRouter(area);
  const pairs = new Map<string, number>();
  for (const { from, to } of edges)
    pairs.set(pairKey(from, to), (pairs.get(pairKey(from, to)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const lines: Omit<PlacedEdge, 'label'>[] = [];

  for (const edge of edges) {
    const source = boxes.get(edge.from);
    const target = boxes.get(edge.to);
    if (source === undefined || target === undefined || edge.from === edge.to) continue;
    const key = pairKey(edge.from, edge.to);
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    const offset = (index - ((pairs.get(key) ?? 1) - 1) / 2) * PARALLEL_GAP;
    // The normal of the pair's line in a fixed direction, so two opposite edges do not swap sides.
    const [a, b] = edge.from < edge.to ? [source, target] : [target, source];
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
    const shift = (box: Box) => ({ x: box.x + normal.x * offset, y: box.y + normal.y * offset });
    const others = [...boxes].filter(([id]) => id !== edge.from && id !== edge.to);
    const path = route(
      shift(source),
      shift(target),
      others.map(([, box]) => box),
      [source, target],
    );
    lines.push({ edge, points: clipToEnds(path, source, target) });
  }
  return placeLabels(lines, [...boxes.values()], labelSize);
}

/** The path from centre to centre, cut where it leaves the first box and enters the last. */
function clipToEnds(path: readonly Point[], source: Box, target: Box): Point[] {
  const [from, next] = [path[0], path[1]];
  const [before, to] = [path.at(-2), path.at(-1)];
  if (!from || !next || !before || !to) return [...path];
  return [
    exitPoint(source, from, next.x - from.x, next.y - from.y),
    ...path.slice(1, -1),
    exitPoint(target, to, before.x - to.x, before.y - to.y),
  ];
}

function placeLabels(
  lines: readonly Omit<PlacedEdge, 'label'>[],
  boxes: readonly Box[],
  labelSize: (edge: TopologyEdge) => { width: number; height: number },
): PlacedEdge[] {
  const taken = [...boxes];
  return lines.map((line) => {
    const size = labelSize(line.edge);
    const others = lines.filter((other) => other !== line);
    const spots = labelSpots(line, size).map((at) => {
      const box = labelBox(at, size);
      const crossings = others.filter((other) =>
        edgeSegments(other).some(([a, b]) => segmentCrossesBox(a, b, box)),
      );
      const covered = taken.reduce((sum, other) => sum + overlapArea(box, other), 0);
      return { at, box, cost: covered + crossings.length * CROSSING_COST };
    });
    const best = spots.reduce((first, spot) => (spot.cost < first.cost ? spot : first));
    taken.push(best.box);
    return { ...line, label: best.at };
  });
}

/**
 * Where a line's figures may sit, best first: on its longest piece, its box cutting the line;
 * then just beside it, on either side; then the same on its other pieces, longest first.
 */
function labelSpots(
  line: Omit<PlacedEdge, 'label'>,
  size: { width: number; height: number },
): Point[] {
  const pieces = edgeSegments(line).sort(
    ([a, b], [c, d]) => Math.hypot(d.x - c.x, d.y - c.y) - Math.hypot(b.x - a.x, b.y - a.y),
  );
  return pieces.flatMap(([start, end]) => {
    const length = Math.hypot(end.x - start.x, end.y - start.y) || 1;
    const normal = { x: -(end.y - start.y) / length, y: (end.x - start.x) / length };
    // Half the box's depth across the line, and a gap, puts its edge just clear of the line.
    const aside =
      (Math.abs(normal.x) * size.width) / 2 + (Math.abs(normal.y) * size.height) / 2 + LABEL_GAP;
    const along = LABEL_SPOTS.map((t) => ({
      x: start.x + (end.x - start.x) * t,
      y: start.y + (end.y - start.y) * t,
    }));
    const beside = (side: number) =>
      along.map((at) => ({ x: at.x + normal.x * aside * side, y: at.y + normal.y * aside * side }));
    // Past a twin line, when every spot nearer is crossed.
    const past = (side: number) => beside(side * (1 + (PARALLEL_GAP + LABEL_GAP) / aside));
    return [...along, ...beside(1), ...beside(-1), ...past(1), ...past(-1)];
  });
}
