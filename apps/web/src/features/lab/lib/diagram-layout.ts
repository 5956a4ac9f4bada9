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
  type LabelLine,
} from './map-marks';
import { nodeLines } from './map-text';

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
  const linesOf = new Map(
    topology.edges.map((edge) => [edge, edgeLabelLines(edge, markOf(edge), shape === 'narrow')]),
  );
  const place = () =>
    layoutEdges(
      topology.edges,
      boxes,
      (edge) => edgeLabelSize((linesOf.get(edge) ?? []).map((line) => line.text)),
      { width },
    ).map((placed) => ({
      ...placed,
      mark: markOf(placed.edge),
      lines: linesOf.get(placed.edge) ?? [],
    }));
  let edges = place();
  // The phone's lanes are tight: a line's rate shows only where its label fits, crossing no other
  // line and covering no part; what went wrong (a mark, errors) shows wherever.
  if (shape === 'narrow') {
    const crowded = edges.filter((placed) => isCrowded(placed, edges, nodes));
    for (const { edge } of crowded) {
      linesOf.set(
        edge,
        (linesOf.get(edge) ?? []).filter((line) => line.tone !== 'plain'),
      );
    }
    if (crowded.length > 0) edges = place();
  }
  return { nodes, edges, width, height };
}

function isCrowded(
  placed: DiagramEdge,
  edges: readonly DiagramEdge[],
  nodes: readonly PlacedNode[],
): boolean {
  if (!placed.lines.some((line) => line.tone === 'plain')) return false;
  const box = labelBox(placed.label, edgeLabelSize(placed.lines.map((line) => line.text)));
  return (
    nodes.some((node) => overlapArea(box, node) > 0) ||
    edges.some(
      (other) =>
        other !== placed && edgeSegments(other).some(([a, b]) => segmentCrossesBox(a, b, box)),
    )
  );
}
