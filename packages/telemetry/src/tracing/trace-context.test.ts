import { TraceFlags, type SpanContext } from '@opentelemetry/api';
import { SPAN_ID_PATTERN, TRACE_ID_PATTERN } from '@repo/contracts/traces';
import { describe, expect, it } from 'vitest';
import {
  formatTraceparent,
  isSampled,
  newSpanId,
  newTraceId,
  parseTraceparent,
} from './trace-context';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_ID = '00f067aa0ba902b7';
const VALID = `00-${TRACE_ID}-${SPAN_ID}-01`;

describe('parseTraceparent', () => {
  it('reads the trace id, the parent span id and the sampled flag', () => {
    expect(parseTraceparent(VALID)).toEqual({
      traceId: TRACE_ID,
      spanId: SPAN_ID,
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    });
  });

  it('gives back the same header it parsed, sampled or not', () => {
    for (const header of [VALID, `00-${TRACE_ID}-${SPAN_ID}-00`]) {
      const context = parseTraceparent(header);
      expect(context).toBeDefined();
      if (context) expect(formatTraceparent(context)).toBe(header);
    }
  });

  it('parses what it formats', () => {
    const context: SpanContext = {
      traceId: newTraceId(),
      spanId: newSpanId(),
      traceFlags: TraceFlags.NONE,
      isRemote: true,
    };
    expect(parseTraceparent(formatTraceparent(context))).toEqual(context);
  });

  it('ignores whitespace around the header', () => {
    expect(parseTraceparent(`  ${VALID}\t`)).toMatchObject({ traceId: TRACE_ID });
  });

  it('refuses whitespace other than spaces and tabs around the header', () => {
    expect(parseTraceparent(`\n${VALID}`)).toBeUndefined();
  });

  it.each([
    ['exactly as long as version 00', `cc-${VALID.slice(3)}`],
    ['with fields of its own after a dash', `cc-${VALID.slice(3)}-what-the-future-will-be-like`],
    ['with version 01', `01-${VALID.slice(3)}`],
  ])('reads a future version as version 00: %s', (_case, header) => {
    expect(parseTraceparent(header)).toEqual(parseTraceparent(VALID));
  });

  it('writes version 00 for a trace read from a future version', () => {
    const context = parseTraceparent(`cc-${VALID.slice(3)}-extra`);
    expect(context && formatTraceparent(context)).toBe(VALID);
  });

  it.each([
    ['00', false],
    ['01', true],
    ['03', true],
    ['02', false],
    ['ff', true],
  ])('takes flags %s as sampled: %s', (flags, sampled) => {
    const context = parseTraceparent(`00-${TRACE_ID}-${SPAN_ID}-${flags}`);
    expect(context && isSampled(context)).toBe(sampled);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty header', ''],
    ['words', 'not a traceparent'],
    ['a future version shorter than version 00', `cc-${TRACE_ID}-${SPAN_ID}-1`],
    ['a future version whose next field follows without a dash', `cc-${VALID.slice(3)}.next`],
    ['a non-hex version', `.0-${VALID.slice(3)}`],
    ['a three-digit version', `000-${VALID.slice(3)}`],
    ['uppercase hex in the version', `CC-${VALID.slice(3)}`],
    ['the forbidden version ff', `ff-${TRACE_ID}-${SPAN_ID}-01`],
    ['uppercase hex in the trace id', `00-${TRACE_ID.toUpperCase()}-${SPAN_ID}-01`],
    ['uppercase hex in the span id', `00-${TRACE_ID}-${SPAN_ID.toUpperCase()}-01`],
    ['uppercase hex in the flags', `00-${TRACE_ID}-${SPAN_ID}-0A`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN_ID}-01`],
    ['an all-zero span id', `00-${TRACE_ID}-${'0'.repeat(16)}-01`],
    ['a trace id one digit short', `00-${TRACE_ID.slice(1)}-${SPAN_ID}-01`],
    ['a trace id one digit long', `00-${TRACE_ID}a-${SPAN_ID}-01`],
    ['a span id one digit short', `00-${TRACE_ID}-${SPAN_ID.slice(1)}-01`],
    ['a span id one digit long', `00-${TRACE_ID}-${SPAN_ID}a-01`],
    ['one-digit flags', `00-${TRACE_ID}-${SPAN_ID}-1`],
    ['missing flags', `00-${TRACE_ID}-${SPAN_ID}`],
    ['a non-hex digit', `00-${TRACE_ID.slice(0, 31)}g-${SPAN_ID}-01`],
    ['another separator', `00_${TRACE_ID}_${SPAN_ID}_01`],
    ['trailing fields on version 00', `${VALID}-extra`],
  ])('refuses %s', (_case, header) => {
    expect(parseTraceparent(header)).toBeUndefined();
  });
});

describe('new ids', () => {
  it('makes trace ids of 32 and span ids of 16 lowercase hex digits', () => {
    for (let n = 0; n < 50; n += 1) {
      expect(newTraceId()).toMatch(TRACE_ID_PATTERN);
      expect(newSpanId()).toMatch(SPAN_ID_PATTERN);
    }
  });

  it('never makes the same id twice in a thousand', () => {
    const traceIds = new Set(Array.from({ length: 1000 }, newTraceId));
    const spanIds = new Set(Array.from({ length: 1000 }, newSpanId));
    expect(traceIds.size).toBe(1000);
    expect(spanIds.size).toBe(1000);
  });

  it('makes ids a traceparent can carry', () => {
    const context = {
      traceId: newTraceId(),
      spanId: newSpanId(),
      traceFlags: TraceFlags.SAMPLED,
    };
    expect(formatTraceparent(context)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});
