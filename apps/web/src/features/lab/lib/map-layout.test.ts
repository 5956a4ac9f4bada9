import type { TopologyNode } from '@repo/contracts/lab-topology';
import { describe, expect, it } from 'vitest';
import { NODES, QUEUES } from '../components/lab-map.test-utils';
import { overlapArea } from './edge-geometry';
import { KNOWN_POSITIONS, layoutMap, MAP_WIDTH } from './map-layout';
import { nodeLines } from './map-text';

const unknown = (id: string): TopologyNode => ({ id, kind: 'worker', label: id });

describe('layoutMap', () => {
  it('puts every known part at its place, in layers from the gateway down to the dead letters', () => {
    const { nodes } = layoutMap(NODES, (node) => nodeLines(node, QUEUES));
    const y = (id: string) => nodes.find((placed) => placed.node.id === id)?.y ?? Number.NaN;

    for (const placed of nodes) {
      expect(placed).toMatchObject(KNOWN_POSITIONS[placed.node.id]?.wide ?? {});
    }
    expect(nodes.map((placed) => placed.node.id)).toEqual(NODES.map((node) => node.id));
    expect(y('gateway')).toBeLessThan(y('storage'));
    expect(y('storage')).toBeLessThan(y('storage-db'));
    expect(y('users-db')).toBeLessThan(y('telemetry'));
    expect(y('file-events')).toBeLessThan(y('file-events-dead-letter'));
  });

  it('lets no two parts overlap', () => {
    const { nodes } = layoutMap(NODES, (node) => nodeLines(node, QUEUES));
    for (const [index, placed] of nodes.entries()) {
      for (const other of nodes.slice(index + 1)) {
        expect(overlapArea(placed, other), `${placed.node.id} and ${other.node.id}`).toBe(0);
      }
    }
  });

  it('places parts it does not know in rows below the known ones, inside the map', () => {
    const extra = ['billing', 'search', 'audit', 'mailer', 'cache', 'reports'].map(unknown);
    const { nodes, width, height } = layoutMap([...NODES, ...extra]);
    const known = nodes.filter((placed) => placed.node.id in KNOWN_POSITIONS);
    const lowest = Math.max(...known.map((placed) => placed.y + placed.height / 2));
    const placedExtra = nodes.filter((placed) => !(placed.node.id in KNOWN_POSITIONS));

    expect(placedExtra.map((placed) => placed.node.id)).toEqual(extra.map((node) => node.id));
    for (const placed of placedExtra) {
      expect(placed.y - placed.height / 2).toBeGreaterThan(lowest);
      expect(placed.x - placed.width / 2).toBeGreaterThanOrEqual(0);
      expect(placed.x + placed.width / 2).toBeLessThanOrEqual(width);
      expect(placed.y + placed.height / 2).toBeLessThanOrEqual(height);
    }
    for (const [index, placed] of placedExtra.entries()) {
      for (const other of placedExtra.slice(index + 1)) expect(overlapArea(placed, other)).toBe(0);
    }
  });

  it('draws only what the API sent, even with no known part at all', () => {
    const { nodes, width, height } = layoutMap([unknown('lonely')]);
    expect(nodes).toHaveLength(1);
    expect(width).toBe(MAP_WIDTH);
    expect(height).toBeGreaterThan(nodes[0]?.y ?? Infinity);
  });

  it('makes a box wide enough for its longest line', () => {
    const long = { id: 'x', kind: 'queue', label: 'a queue with a rather long name' } as const;
    const [placed] = layoutMap([long], () => ['backlog 1']).nodes;
    expect(placed?.width).toBeGreaterThanOrEqual(long.label.length * 7);
  });
});
