// Where the system map draws each part: a fixed place for the parts the system has today, in
// layers (gateway, services, stores, queues, dead-letter queues), and a row below for any other.
import type { TopologyNode } from '@repo/contracts/lab-topology';

export interface Box {
  /** The centre. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedNode extends Box {
  node: TopologyNode;
  /** Lines drawn under the label (a queue's figures, say). */
  lines: readonly string[];
}

export const MAP_WIDTH = 1000;
const MARGIN = 20;
/** Space between the rows of parts placed without a known position. */
const EXTRA_ROW_STEP = 110;
const EXTRA_COLUMN_STEP = 200;

/** Wide screens get the layered map; narrow ones the map in lanes. */
export type MapShape = 'wide' | 'narrow';

/** How wide the map is drawn for a phone: about the screen's width, so its text reads at ~11 px. */
export const NARROW_MAP_WIDTH = 360;

const SHAPE_WIDTHS: Record<MapShape, number> = { wide: MAP_WIDTH, narrow: NARROW_MAP_WIDTH };

interface Point {
  x: number;
  y: number;
}

/**
 * Centres of the parts the system has, on each map, placed so that no line runs behind a box it
 * does not join. Wide: the services are staggered, each store sits by its owner, each queue
 * between its producers and its consumer. Narrow: the gateway and the telemetry queue, which
 * both reach every service, sit side by side above the services; each store and queue below
 * hangs off its owner where its line has a free way down, and a line with none bends around the
 * parts in between.
 */
export const KNOWN_POSITIONS: Readonly<Record<string, Readonly<Record<MapShape, Point>>>> = {
  gateway: { wide: { x: 500, y: 40 }, narrow: { x: 90, y: 45 } },
  storage: { wide: { x: 200, y: 150 }, narrow: { x: 60, y: 210 } },
  users: { wide: { x: 500, y: 228 }, narrow: { x: 200, y: 320 } },
  visualization: { wide: { x: 800, y: 150 }, narrow: { x: 295, y: 210 } },
  'storage-db': { wide: { x: 75, y: 275 }, narrow: { x: 70, y: 570 } },
  'async-dashboard-files': { wide: { x: 165, y: 395 }, narrow: { x: 95, y: 930 } },
  'users-db': { wide: { x: 520, y: 390 }, narrow: { x: 285, y: 930 } },
  'register-db': { wide: { x: 930, y: 280 }, narrow: { x: 290, y: 570 } },
  'observability-db': { wide: { x: 930, y: 410 }, narrow: { x: 290, y: 690 } },
  'file-events': { wide: { x: 345, y: 370 }, narrow: { x: 180, y: 450 } },
  telemetry: { wide: { x: 760, y: 410 }, narrow: { x: 250, y: 50 } },
  'file-events-dead-letter': { wide: { x: 345, y: 500 }, narrow: { x: 180, y: 810 } },
  'telemetry-dead-letter': { wide: { x: 760, y: 540 }, narrow: { x: 270, y: 1050 } },
};

/** Rough width of a character of the map's 12 px labels, enough to size a box around them. */
const CHAR_WIDTH = 7;
export const LINE_HEIGHT = 15;
const PADDING = 12;

const MIN_WIDTH: Record<TopologyNode['kind'], number> = {
  worker: 120,
  d1: 130,
  r2: 130,
  queue: 150,
  'dead-letter-queue': 150,
};
/** The height of a part whose only line is its label. */
const BASE_HEIGHT: Record<TopologyNode['kind'], number> = {
  worker: 44,
  // The cylinder's and the bucket's rims take room above the text.
  d1: 58,
  r2: 58,
  queue: 40,
  'dead-letter-queue': 40,
};

export function nodeSize(
  kind: TopologyNode['kind'],
  texts: readonly string[],
): { width: number; height: number } {
  const longest = Math.max(0, ...texts.map((text) => text.length));
  return {
    width: Math.max(MIN_WIDTH[kind], longest * CHAR_WIDTH + 2 * PADDING),
    height: BASE_HEIGHT[kind] + (texts.length - 1) * LINE_HEIGHT,
  };
}

export interface MapLayout {
  nodes: PlacedNode[];
  width: number;
  height: number;
}

/**
 * Places every node: at its known position, or, for an id the table does not know, left to
 * right in rows below the known parts. `linesOf` gives the lines under each label.
 */
export function layoutMap(
  nodes: readonly TopologyNode[],
  linesOf: (node: TopologyNode) => readonly string[] = () => [],
  shape: MapShape = 'wide',
): MapLayout {
  const width = SHAPE_WIDTHS[shape];
  const positionOf = (item: { node: TopologyNode }) => KNOWN_POSITIONS[item.node.id]?.[shape];
  const sized = nodes.map((node) => {
    const lines = linesOf(node);
    return { node, lines, ...nodeSize(node.kind, [node.label, ...lines]) };
  });
  const known = sized.flatMap((item) => {
    const at = positionOf(item);
    return at === undefined ? [] : [{ ...item, ...at }];
  });
  const knownBottom = Math.max(0, ...known.map((item) => item.y + item.height / 2));
  const perRow = Math.max(1, Math.floor((width - 2 * MARGIN) / EXTRA_COLUMN_STEP));
  const others = sized
    .filter((item) => positionOf(item) === undefined)
    .map((item, index) => ({
      ...item,
      x: MARGIN + EXTRA_COLUMN_STEP / 2 + (index % perRow) * EXTRA_COLUMN_STEP,
      y: knownBottom + EXTRA_ROW_STEP / 2 + Math.floor(index / perRow) * EXTRA_ROW_STEP,
    }));
  const placed = [...known, ...others];
  const right = Math.max(width, ...placed.map((item) => item.x + item.width / 2 + MARGIN));
  const bottom = Math.max(...placed.map((item) => item.y + item.height / 2 + MARGIN), 0);
  return { nodes: placed, width: right, height: bottom };
}
