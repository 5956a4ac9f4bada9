import { describe, expect, it } from 'vitest';
import {
  edge,
  FILE_EVENTS_STATE,
  nodeById,
  NODES,
  QUEUES,
  TELEMETRY_STATE,
} from '../components/lab-map.test-utils';
import {
  edgeFigures,
  formatAge,
  formatMs,
  formatPercent,
  mapSummary,
  nodeLines,
  prettyBody,
  queueLines,
} from './map-text';

describe('edge labels', () => {
  it('gives a binding or a store its requests, p95 and, once something fails, its errors', () => {
    expect(
      edgeFigures(edge('a', 'b', 'service-binding', { requestsPerSecond: 12.34, p95Ms: 8.2 })),
    ).toEqual({ traffic: '12.3 req/s · p95 8 ms', rate: '12.3 req/s', errors: null, own: null });
    expect(
      edgeFigures(edge('a', 'b', 'd1', { requestsPerSecond: 4, errorRate: 0.05, p95Ms: 31 })),
    ).toEqual({
      traffic: '4.0 req/s · p95 31 ms',
      rate: '4.0 req/s',
      errors: '5 % errors',
      own: null,
    });
    expect(edgeFigures(edge('a', 'b', 'r2', { p95Ms: null }))).toEqual({
      traffic: '0.0 req/s',
      rate: null,
      errors: null,
      own: null,
    });
  });

  it("gives a line this lab session's share of its traffic, once it has some", () => {
    expect(edgeFigures(edge('a', 'b', 'd1', { ownShare: 0.75 })).own).toBe('yours 75 %');
    expect(edgeFigures(edge('a', 'b', 'd1', { ownShare: 0 })).own).toBeNull();
  });

  it('gives a queue hop its messages per second', () => {
    expect(edgeFigures(edge('a', 'q', 'produce', { requestsPerSecond: 2 })).traffic).toBe(
      '2.0 msg/s',
    );
    expect(edgeFigures(edge('q', 'a', 'consume', { requestsPerSecond: 0.25 })).traffic).toBe(
      '0.3 msg/s',
    );
    expect(edgeFigures(edge('q', 'd', 'dead-letter', { errorRate: 1 })).errors).toBe(
      '100 % errors',
    );
  });

  it('never rounds a failure away or shows a latency below a millisecond as 0', () => {
    expect([0, 0.0004, 0.125, 1].map(formatPercent)).toEqual(['0 %', '< 0.1 %', '12.5 %', '100 %']);
    expect([null, 0.3, 7.6].map(formatMs)).toEqual(['—', '< 1 ms', '8 ms']);
  });
});

describe('queue figures', () => {
  it('shows the backlog, the oldest message, deliveries and retries', () => {
    expect(queueLines(FILE_EVENTS_STATE)).toEqual([
      'backlog 12',
      'oldest 12 s',
      '1.8 deliveries/s',
      '3 retries (last min)',
    ]);
    // An empty queue has no oldest message.
    expect(queueLines(TELEMETRY_STATE)).toEqual([
      'backlog 0',
      '48.0 deliveries/s',
      '0 retries (last min)',
    ]);
    // Events a failing telemetry send lost over the last minute, while there are any.
    expect(queueLines({ ...TELEMETRY_STATE, droppedLastMinute: 40 })).toContain(
      '40 dropped (last min)',
    );
  });

  it('never shows the total dropped since the start as a live figure', () => {
    // A drill dropped 199 events long ago; none in the last minute.
    const afterTheDrill = { ...TELEMETRY_STATE, dropped: 199, droppedLastMinute: 0 };
    expect(queueLines(afterTheDrill).some((line) => line.includes('dropped'))).toBe(false);
    expect(queueLines(afterTheDrill).some((line) => line.includes('199'))).toBe(false);
  });

  it('reads ages in seconds, minutes or hours', () => {
    expect([12.4, 250, 7500].map(formatAge)).toEqual(['12 s', '4 min 10 s', '2 h 5 min']);
  });

  it('puts the dead letters waiting, and the new ones of the last minute, on the dead-letter queue', () => {
    expect(nodeLines(nodeById('file-events-dead-letter'), QUEUES)).toEqual([
      '2 waiting',
      '1 new (last min)',
    ]);
    // A minute after the last one arrived: only what still waits.
    expect(nodeLines(nodeById('telemetry-dead-letter'), QUEUES)).toEqual(['0 waiting']);
  });

  it('puts the kind under a store', () => {
    expect(nodeLines(nodeById('users-db'), QUEUES)).toEqual(['D1 database']);
    expect(nodeLines(nodeById('async-dashboard-files'), QUEUES)).toEqual(['R2 bucket']);
    expect(nodeLines(nodeById('gateway'), QUEUES)).toEqual([]);
  });
});

describe('the map summary', () => {
  it('counts the parts by kind', () => {
    expect(mapSummary(NODES)).toBe('Map of the system: 4 workers, 4 databases, 1 bucket, 2 queues');
    expect(mapSummary(NODES.filter((node) => node.kind !== 'r2'))).toBe(
      'Map of the system: 4 workers, 4 databases, 2 queues',
    );
  });
});

describe('dead-letter bodies', () => {
  it('indents JSON and says when there is no body', () => {
    expect(prettyBody({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyBody(undefined)).toBe('(no body)');
  });
});
