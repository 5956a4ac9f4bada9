import { describe, expect, it } from 'vitest';
import { topology } from '../components/lab-map.test-utils';
import { layoutDiagram, type DiagramLayout } from './diagram-layout';
import { edgeLabelSize, labelBox, overlapArea, segmentCrossesBox } from './edge-geometry';
import { edgeKey, FAILING_MARK, NO_MARKS, PAUSED_MARK, type FaultMarks } from './map-marks';

const name = (placed: DiagramLayout['edges'][number]) => edgeKey(placed.edge);
const boxOf = (placed: DiagramLayout['edges'][number]) =>
  labelBox(placed.label, edgeLabelSize(placed.lines.map((line) => line.text)));

/** Every fault mark an edge of the fixture can carry at once: the widest labels there are. */
const MARKED: FaultMarks = {
  nodes: new Map(),
  edges: new Map([
    ['file-events->users', { text: PAUSED_MARK, tone: 'warning' }],
    ['telemetry->visualization', { text: FAILING_MARK, tone: 'danger' }],
  ]),
};

describe.each([
  ['wide, without faults', 'wide', NO_MARKS],
  ['wide, with a mark on each consumer line', 'wide', MARKED],
  ['narrow, without faults', 'narrow', NO_MARKS],
  ['narrow, with a mark on each consumer line', 'narrow', MARKED],
] as const)('the labels of the real topology, %s', (_, shape, marks) => {
  const layout = layoutDiagram(topology(), marks, shape);

  it('do not overlap one another', () => {
    for (const [index, placed] of layout.edges.entries()) {
      for (const other of layout.edges.slice(index + 1)) {
        expect(overlapArea(boxOf(placed), boxOf(other)), `${name(placed)} / ${name(other)}`).toBe(
          0,
        );
      }
    }
  });

  it('are crossed by no line but their own, and cover no part', () => {
    const hits = layout.edges.flatMap((placed) => [
      ...layout.edges
        .filter((other) => other !== placed)
        .filter((other) => segmentCrossesBox(other.start, other.end, boxOf(placed)))
        .map((other) => `${name(other)} through the label of ${name(placed)}`),
      ...layout.nodes
        .filter((node) => overlapArea(boxOf(placed), node) > 0)
        .map((node) => `the label of ${name(placed)} on ${node.node.id}`),
    ]);
    expect(hits).toEqual([]);
  });
});

describe('the narrow map', () => {
  it('is about a phone screen wide, its parts apart', () => {
    const { nodes, width } = layoutDiagram(topology(), NO_MARKS, 'narrow');
    expect(width).toBeLessThanOrEqual(380);
    for (const [index, placed] of nodes.entries()) {
      expect(placed.x - placed.width / 2, placed.node.id).toBeGreaterThanOrEqual(0);
      for (const other of nodes.slice(index + 1)) {
        expect(overlapArea(placed, other), `${placed.node.id} and ${other.node.id}`).toBe(0);
      }
    }
  });
});
