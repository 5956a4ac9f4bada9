import { describe, expect, it } from 'vitest';
import { unrecordedTraceparent } from '@/lib/untraced';
import { parseTraceparent, recordedTraceId } from './traceparent';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_ID = '00f067aa0ba902b7';

describe('parseTraceparent', () => {
  it('reads the trace id, the span id and the recorded flag', () => {
    expect(parseTraceparent(`00-${TRACE_ID}-${SPAN_ID}-01`)).toEqual({
      traceId: TRACE_ID,
      spanId: SPAN_ID,
      recorded: true,
    });
  });

  it('says a trace with flags 00 was not recorded', () => {
    expect(parseTraceparent(`00-${TRACE_ID}-${SPAN_ID}-00`)?.recorded).toBe(false);
  });

  it('reads only the recorded bit of the flags', () => {
    expect(parseTraceparent(`00-${TRACE_ID}-${SPAN_ID}-03`)?.recorded).toBe(true);
    expect(parseTraceparent(`00-${TRACE_ID}-${SPAN_ID}-02`)?.recorded).toBe(false);
  });

  it('accepts the extra fields a later version may add', () => {
    expect(parseTraceparent(`01-${TRACE_ID}-${SPAN_ID}-01-more`)?.traceId).toBe(TRACE_ID);
  });

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['upper-case hex', `00-${TRACE_ID.toUpperCase()}-${SPAN_ID}-01`],
    ['a short trace id', `00-${TRACE_ID.slice(1)}-${SPAN_ID}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN_ID}-01`],
    ['an all-zero span id', `00-${TRACE_ID}-${'0'.repeat(16)}-01`],
    ['version ff', `ff-${TRACE_ID}-${SPAN_ID}-01`],
    ['a version 00 header with an extra field', `00-${TRACE_ID}-${SPAN_ID}-01-more`],
    ['missing flags', `00-${TRACE_ID}-${SPAN_ID}`],
  ])('gives nothing for %s', (_case, header) => {
    expect(parseTraceparent(header)).toBeNull();
  });
});

describe('recordedTraceId', () => {
  it('gives the trace id only when the trace was recorded', () => {
    expect(recordedTraceId(`00-${TRACE_ID}-${SPAN_ID}-01`)).toBe(TRACE_ID);
    expect(recordedTraceId(`00-${TRACE_ID}-${SPAN_ID}-00`)).toBeNull();
    expect(recordedTraceId('garbage')).toBeNull();
  });
});

describe('unrecordedTraceparent', () => {
  it('starts a fresh trace each time, asking not to record it', () => {
    const first = parseTraceparent(unrecordedTraceparent());
    const second = parseTraceparent(unrecordedTraceparent());
    expect(first).toEqual({
      traceId: expect.any(String),
      spanId: expect.any(String),
      recorded: false,
    });
    expect(second?.traceId).not.toBe(first?.traceId);
  });
});
