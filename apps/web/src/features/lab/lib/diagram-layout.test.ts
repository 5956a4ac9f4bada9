import { describe, expect, it } from 'vitest';
import type { Topology } from '@repo/contracts/lab-topology';
import { topology } from '../components/lab-map.test-utils';
import { layoutDiagram, type DiagramLayout } from './diagram-layout';
import { edgeLabelSize, edgeSegments, labelBox, overlapArea } from './edge-geometry';
import { segmentCrossesBox } from './edge-route';
import { edgeKey, FAILING_MARK, NO_MARKS, PAUSED_MARK, type FaultMarks } from './map-marks';
import { withoutTelemetry } from './telemetry-view';

type Placed = DiagramLayout['edges'][number];

const name = (placed: Placed) => edgeKey(placed.edge);
const boxOf = (placed: Placed) =>
  labelBox(placed.label, edgeLabelSize(placed.lines.map((line) => line.text)));
const crosses = (placed: Placed, box: Parameters<typeof segmentCrossesBox>[2]) =>
  edgeSegments(placed).some(([a, b]) => segmentCrossesBox(a, b, box));
/** How far a line keeps from a part it passes, so it is not read as touching it. */
const CLEARANCE = 4;

/** Every fault mark an edge of the fixture can carry at once: the widest labels there are. */
const MARKED: FaultMarks = {
  nodes: new Map(),
  edges: new Map([
    ['file-events->users', { text: PAUSED_MARK, tone: 'warning' }],
    ['telemetry->visualization', { text: FAILING_MARK, tone: 'danger' }],
  ]),
};

/** The real topology with a share of this session's on every line: the tallest labels. */
const withShares = (of: Topology): Topology => ({
  ...of,
  edges: of.edges.map((edge) => ({ ...edge, ownShare: 0.75 })),
});

describe.each([
  ['wide, with a share and errors on every line', 'wide', MARKED, true],
  ['wide, with a mark on each consumer line', 'wide', MARKED, true],
  ['wide, without telemetry', 'wide', NO_MARKS, false],
  ['narrow, without faults', 'narrow', NO_MARKS, true],
  ['narrow, with a mark on each consumer line', 'narrow', MARKED, true],
  ['narrow, without telemetry', 'narrow', NO_MARKS, false],
] as const)('the real topology, %s', (_, shape, marks, telemetry) => {
  const layout = layoutDiagram(
    telemetry ? withShares(topology()) : withoutTelemetry(topology()),
    marks,
    shape,
  );

  it('runs no line through a part it does not join', () => {
    const hits = layout.edges.flatMap((placed) =>
      layout.nodes
        .filter(({ node }) => node.id !== placed.edge.from && node.id !== placed.edge.to)
        .filter((node) =>
          crosses(placed, {
            ...node,
            width: node.width + 2 * CLEARANCE,
            height: node.height + 2 * CLEARANCE,
          }),
        )
        .map(({ node }) => `${name(placed)} through ${node.id}`),
    );
    expect(hits).toEqual([]);
  });

  it('puts no two labels on one another', () => {
    for (const [index, placed] of layout.edges.entries()) {
      for (const other of layout.edges.slice(index + 1)) {
        expect(overlapArea(boxOf(placed), boxOf(other)), `${name(placed)} / ${name(other)}`).toBe(
          0,
        );
      }
    }
  });

  it('lets no line but its own cross a label, and no label cover a part', () => {
    const hits = layout.edges.flatMap((placed) => [
      ...layout.edges
        .filter((other) => other !== placed && crosses(other, boxOf(placed)))
        .map((other) => `${name(other)} through the label of ${name(placed)}`),
      ...layout.nodes
        .filter((node) => overlapArea(boxOf(placed), node) > 0)
        .map((node) => `the label of ${name(placed)} on ${node.node.id}`),
    ]);
    expect(hits).toEqual([]);
  });
});

describe('the narrow map', () => {
  it("keeps a queue line's evidence: its messages a second where they fit, its errors", () => {
    const { edges } = layoutDiagram(topology(), NO_MARKS, 'narrow');
    const texts = (key: string) =>
      edges.find((placed) => edgeKey(placed.edge) === key)?.lines.map((line) => line.text);
    expect(texts('storage->file-events')).toEqual(['2.0 msg/s']);
    expect(texts('file-events->users')).toEqual(['1.8 msg/s', '10 % errors']);
    // A binding's requests and p95 are for the wide map and the Connections table.
    expect(texts('gateway->storage')).toEqual([]);
  });

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
