// Everything the system map draws, placed: the parts, the lines and the figures on each line.
import type { Topology, TopologyEdge } from '@repo/contracts/lab-topology';
import { edgeLabelSize, layoutEdges, type PlacedEdge } from './edge-geometry';
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
  const edges = layoutEdges(
    topology.edges,
    boxes,
    (edge) => edgeLabelSize((linesOf.get(edge) ?? []).map((line) => line.text)),
    { width },
  ).map((placed) => ({
    ...placed,
    mark: markOf(placed.edge),
    lines: linesOf.get(placed.edge) ?? [],
  }));
  return { nodes, edges, width, height };
}
