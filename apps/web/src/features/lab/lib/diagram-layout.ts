// Everything the system map draws, placed: the parts, the lines and the figures on each line.
import type { Topology, TopologyEdge } from '@repo/contracts/lab-topology';
import {
  edgeLabelSize,
  edgeSegments,
  labelBox,
  layoutEdges,
  overlapArea,
  type PlacedEdge,
} from './edge-geometry';
import { segmentCrossesBox } from './edge-route';
import { layoutMap, type Box, type MapShape, type PlacedNode } from './map-layout';
import {
  edgeKey,
  edgeLabelLines,
  type FaultMark,
  type FaultMarks,
  type LabelDetail,
  type LabelLine,
} from './map-marks';
import { carriesRequests, nodeLines } from './map-text';

export interface DiagramEdge extends PlacedEdge {
  /** The fault marked on the line, if any. */
  mark: FaultMark | undefined;
  lines: readonly LabelLine[];
}

export interface DiagramLayout {
  nodes: PlacedNode[];
  edges: DiagramEdge[];
  width: number;
  height: number;
}

/** A label's details, from the most to the least; a crowded label takes the next. */
const LESS: Record<LabelDetail, LabelDetail | undefined> = {
  full: 'rate',
  rate: 'problems',
  problems: undefined,
};

/**
 * Where a line's label starts: on the wide map with every figure; on the phone's lanes, a queue
 * line's messages a second and only what went wrong on the others.
 */
function firstDetail(edge: TopologyEdge, shape: MapShape): LabelDetail {
  if (shape === 'wide') return 'full';
  return carriesRequests(edge.kind) ? 'problems' : 'rate';
}

/** Rounds of stepping crowded labels down: one per detail below 'full'. */
const DECLUTTER_ROUNDS = 2;

export function layoutDiagram(
  topology: Topology,
  marks: FaultMarks,
  shape: MapShape = 'wide',
): DiagramLayout {
  const { nodes, width, height } = layoutMap(
    topology.nodes,
    (node) => nodeLines(node, topology.queues),
    shape,
  );
  const boxes = new Map<string, Box>(nodes.map((placed) => [placed.node.id, placed]));
  const markOf = (edge: TopologyEdge) => marks.edges.get(edgeKey(edge));
  const detailOf = new Map(topology.edges.map((edge) => [edge, firstDetail(edge, shape)]));
  const linesOf = (edge: TopologyEdge) =>
    edgeLabelLines(edge, markOf(edge), detailOf.get(edge) ?? 'full');
  const place = () =>
    layoutEdges(
      topology.edges,
      boxes,
      (edge) => edgeLabelSize(linesOf(edge).map((line) => line.text)),
      { width },
    ).map((placed) => ({ ...placed, mark: markOf(placed.edge), lines: linesOf(placed.edge) }));
  let edges = place();
  // Where labels crowd (on a part, across another line or label), the crowded ones show less,
  // down to what went wrong, which every label keeps.
  for (let round = 0; round < DECLUTTER_ROUNDS; round++) {
    let stepped = false;
    for (const placed of edges) {
      const less = LESS[detailOf.get(placed.edge) ?? 'full'];
      if (less === undefined || !isCrowded(placed, edges, nodes)) continue;
      detailOf.set(placed.edge, less);
      stepped = true;
    }
    if (!stepped) break;
    edges = place();
  }
  return { nodes, edges, width, height };
}

const boxOfLabel = (placed: DiagramEdge) =>
  labelBox(placed.label, edgeLabelSize(placed.lines.map((line) => line.text)));

function isCrowded(
  placed: DiagramEdge,
  edges: readonly DiagramEdge[],
  nodes: readonly PlacedNode[],
): boolean {
  if (placed.lines.length === 0) return false;
  const box = boxOfLabel(placed);
  return (
    nodes.some((node) => overlapArea(box, node) > 0) ||
    edges.some(
      (other) =>
        other !== placed &&
        (edgeSegments(other).some(([a, b]) => segmentCrossesBox(a, b, box)) ||
          (other.lines.length > 0 && overlapArea(box, boxOfLabel(other)) > 0)),
    )
  );
}
