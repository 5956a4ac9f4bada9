import { describe, expect, it } from 'vitest';
import { mayStillGrow, queueGap, responseSentMs, traceWindow } from './trace-timing';
import { span, TRACE_START } from './traces.test-utils';

describe('traceWindow', () => {
  it('runs from the earliest start to the latest end', () => {
    const spans = [
      span({ id: 2, at: 5, durationMs: 100 }),
      span({ id: 1, at: 0, durationMs: 10 }),
      span({ id: 3, at: 50, durationMs: 20 }),
    ];
    expect(traceWindow(spans)).toEqual({ startMs: TRACE_START, totalMs: 105 });
  });

  it('is empty without spans', () => {
    expect(traceWindow([])).toEqual({ startMs: 0, totalMs: 0 });
  });
});

describe('queueGap', () => {
  const producer = span({ id: 1, kind: 'producer', at: 10, durationMs: 5 });

  it('is the wait between a producer ending and its consumer starting', () => {
    const consumer = span({ id: 2, parent: 1, kind: 'consumer', at: 865 });
    expect(queueGap(producer, consumer)).toEqual({ fromMs: TRACE_START + 15, ms: 850 });
  });

  it('is nothing when the consumer started before the producer ended', () => {
    expect(queueGap(producer, span({ id: 2, parent: 1, kind: 'consumer', at: 12 }))).toBeNull();
    expect(queueGap(producer, span({ id: 2, parent: 1, kind: 'consumer', at: 15 }))).toBeNull();
  });

  it('is nothing between spans of other kinds', () => {
    const server = span({ id: 1, kind: 'server', durationMs: 5 });
    expect(queueGap(server, span({ id: 2, parent: 1, kind: 'consumer', at: 900 }))).toBeNull();
    expect(queueGap(producer, span({ id: 2, parent: 1, kind: 'internal', at: 900 }))).toBeNull();
    expect(queueGap(undefined, span({ id: 2, kind: 'consumer', at: 900 }))).toBeNull();
  });
});

describe('mayStillGrow', () => {
  it('is true only until the settling time has passed since the trace ended', () => {
    expect(mayStillGrow(1_000, 15_999, 15_000)).toBe(true);
    expect(mayStillGrow(1_000, 16_000, 15_000)).toBe(false);
  });
});

describe('responseSentMs', () => {
  it('is when the root server span ended, from the trace’s start', () => {
    const root = span({ id: 1, kind: 'server', at: 3, durationMs: 24 });
    expect(responseSentMs(root, TRACE_START)).toBe(27);
  });

  it('is nothing for a trace that is not a request, or whose root has not arrived', () => {
    expect(responseSentMs(span({ id: 1, kind: 'internal' }), TRACE_START)).toBeNull();
    expect(responseSentMs(span({ id: 1, kind: 'consumer' }), TRACE_START)).toBeNull();
    expect(responseSentMs(undefined, TRACE_START)).toBeNull();
  });
});
