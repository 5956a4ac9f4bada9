import { describe, expect, it } from 'vitest';
import { axisPercent, layoutWaterfall, traceOverview } from './waterfall-layout';
import { span, TRACE_START, uploadTrace } from './traces.test-utils';

describe('layoutWaterfall', () => {
  it('places each row from the trace start, in tree order', () => {
    const layout = layoutWaterfall(uploadTrace());
    expect(layout.startMs).toBe(TRACE_START);
    expect(layout.totalMs).toBe(1_280);
    expect(
      layout.rows.map(({ span: { name }, depth, offsetMs }) => [name, depth, offsetMs]),
    ).toEqual([
      ['POST /api/storage/upload', 0, 0],
      ['POST /upload', 1, 5],
      ['d1 insert', 2, 10],
      ['file-events publish', 2, 60],
      ['file-events process', 3, 1_265],
    ]);
  });

  it('marks the queue hop on the consumer row, from the end of its producer', () => {
    const rows = layoutWaterfall(uploadTrace()).rows;
    expect(rows.map(({ queued }) => queued)).toEqual([
      null,
      null,
      null,
      null,
      { fromOffsetMs: 65, ms: 1_200 },
    ]);
  });
});

describe('axisPercent', () => {
  it('maps the trace onto 0–100 %', () => {
    expect(axisPercent(0, 200)).toBe(0);
    expect(axisPercent(50, 200)).toBe(25);
    expect(axisPercent(200, 200)).toBe(100);
    expect(axisPercent(300, 200)).toBe(100);
  });

  it('puts everything at the start of a trace that took no time', () => {
    expect(axisPercent(0, 0)).toBe(0);
  });
});

describe('traceOverview', () => {
  it('names the root, the total, the span count and the services in order of appearance', () => {
    expect(traceOverview(layoutWaterfall(uploadTrace()))).toEqual({
      rootName: 'POST /api/storage/upload',
      totalMs: 1_280,
      responseMs: 80,
      spanCount: 5,
      services: ['gateway', 'storage', 'users'],
    });
  });

  it('names the earliest span while the root has not arrived', () => {
    const spans = [
      span({ id: 3, parent: 9, name: 'later', at: 20 }),
      span({ id: 2, parent: 9, name: 'earliest', at: 10, service: 'storage' }),
    ];
    expect(traceOverview(layoutWaterfall(spans)).rootName).toBe('earliest');
  });
});
