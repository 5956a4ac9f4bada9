// The frame's guard on one run, fed what a Worker taken over by learner code could send. It
// runs in a bare Node vm context, as the frame runs it, to prove it is self-contained.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  HEARTBEAT_MS,
  LINE_BATCH_MS,
  MAX_API_CALLS_PER_RUN,
  LINE_BATCH_SIZE,
  LINE_CUT_MARK,
  MAX_LINE_CHARS,
  MAX_OUTPUT_CHARS,
  MAX_OUTPUT_LINES,
  OUTPUT_CHARS_CUT_LINE,
  OUTPUT_CUT_LINE,
  RUNNER_TAMPERED_MESSAGE,
} from './constants';
import type { OutputLine } from './frame-messages';
import { createRunGuard, type RunGuard } from './run-guard';
import { FRAME_SETTINGS } from './sandbox-settings';

const TAMPERED = { type: 'done', status: 'error', message: RUNNER_TAMPERED_MESSAGE };

function startGuard(wantValue = false) {
  const batches: OutputLine[][] = [];
  const apiCalls: [number, string][] = [];
  const beats: number[] = [];
  const timers = new Map<number, () => void>();
  let time = 0;
  const clock = {
    now: () => time,
    setTimeout: (callback: () => void) => timers.set(timers.size + 1, callback).size,
    clearTimeout: (id: number) => timers.delete(id),
  };
  const context: { create?: typeof createRunGuard } = {};
  runInNewContext(`create = (${createRunGuard.toString()});`, context);
  if (!context.create) throw new Error('the guard did not build');
  const guard: RunGuard = context.create(FRAME_SETTINGS.guard, wantValue, clock, {
    sendLines: (lines) => batches.push(lines),
    askApi: (call, path) => apiCalls.push([call, path]),
    askBinding: (call, binding) => apiCalls.push([call, binding]),
    beat: (at) => beats.push(at),
  });
  const shown = () => batches.flat();
  const advance = (ms: number) => {
    time += ms;
    const due = [...timers.values()];
    timers.clear();
    due.forEach((callback) => callback());
  };
  return { guard, batches, shown, advance, apiCalls, beats };
}

const logLines = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ level: 'log', text: `line ${from + index}` }));

describe('the run guard', () => {
  it('passes lines on, the first at once and then in batches', () => {
    const { guard, batches, shown, advance } = startGuard();
    expect(guard.read({ type: 'lines', lines: logLines(1) })).toBeNull();
    expect(batches).toHaveLength(1);
    guard.read({ type: 'lines', lines: logLines(3, 1) });
    expect(batches).toHaveLength(1);
    advance(LINE_BATCH_MS);
    expect(batches).toHaveLength(2);
    guard.read({ type: 'lines', lines: logLines(LINE_BATCH_SIZE, 4) });
    expect(batches).toHaveLength(3);
    expect(shown().map((line) => line.text)).toEqual(logLines(104).map((line) => line.text));
  });

  it('shows the cap and the cut line for the line an honest runtime sends past it', () => {
    const { guard, shown } = startGuard();
    for (let sent = 0; sent < MAX_OUTPUT_LINES; sent += 100)
      expect(guard.read({ type: 'lines', lines: logLines(100, sent) })).toBeNull();
    expect(guard.read({ type: 'lines', lines: logLines(1, MAX_OUTPUT_LINES) })).toBeNull();
    guard.flush();
    expect(shown()).toHaveLength(MAX_OUTPUT_LINES + 1);
    expect(shown().at(-1)).toEqual({ level: 'warn', text: OUTPUT_CUT_LINE });
    expect(guard.read({ type: 'done', status: 'ok' })).toEqual({ type: 'done', status: 'ok' });
  });

  it('stops a run flooding past the cap, having shown only the cap and the cut line', () => {
    const { guard, shown } = startGuard();
    const flood = { type: 'lines', lines: logLines(MAX_OUTPUT_LINES) };
    expect(guard.read(flood)).toBeNull();
    expect(guard.read(flood)).toEqual(TAMPERED);
    guard.flush();
    guard.close();
    for (let round = 0; round < 200; round += 1) expect(guard.read(flood)).toBeNull();
    expect(shown()).toHaveLength(MAX_OUTPUT_LINES + 1);
    expect(shown().at(-1)?.text).toBe(OUTPUT_CUT_LINE);
  });

  it('cuts long lines and the run’s output past its total size', () => {
    const { guard, shown } = startGuard();
    const long = { level: 'log', text: 'x'.repeat(MAX_LINE_CHARS * 3) };
    const lines = Array.from({ length: 200 }, () => long);
    expect(guard.read({ type: 'lines', lines })).toBeNull();
    guard.flush();
    const texts = shown().map((line) => line.text);
    expect(texts[0]).toHaveLength(MAX_LINE_CHARS + 1);
    expect(texts.at(-1)).toBe(OUTPUT_CHARS_CUT_LINE);
    expect(texts.join('').length).toBeLessThanOrEqual(
      MAX_OUTPUT_CHARS + OUTPUT_CHARS_CUT_LINE.length,
    );
  });

  it('stops a run whose Worker sends anything the runtime never sends', () => {
    const forged = [
      { type: 'results', passed: 4, total: 4 },
      { type: 'lines', lines: [{ level: 'log', text: 1 }] },
      { type: 'lines', lines: [{ level: 'table', text: 'x' }] },
      { type: 'lines', lines: 'flood' },
      { type: 'done', status: 'passed' },
      { type: 'done', status: 'error' },
      'done',
      null,
    ];
    for (const message of forged) expect(startGuard().guard.read(message)).toEqual(TAMPERED);
  });

  it('reads a test’s value only as a string, clipped, and drops any verdict sent with it', () => {
    const { guard } = startGuard(true);
    expect(guard.read({ type: 'done', status: 'ok', value: '5', passed: true })).toEqual({
      type: 'done',
      status: 'ok',
      value: '5',
    });
    expect(startGuard(true).guard.read({ type: 'done', status: 'ok', value: 5 })).toEqual(TAMPERED);
    const huge = startGuard(true).guard.read({
      type: 'done',
      status: 'ok',
      value: 'x'.repeat(1e6),
    });
    expect(huge).toMatchObject({ value: 'x'.repeat(MAX_LINE_CHARS) + LINE_CUT_MARK });
  });

  it('passes numbered API calls on, and stops a Worker that skips a number or calls too often', () => {
    const { guard, apiCalls } = startGuard();
    expect(guard.read({ type: 'api', call: 1, path: '/api/health' })).toBeNull();
    expect(guard.read({ type: 'api', call: 2, path: '/api/users/demo-user' })).toBeNull();
    expect(apiCalls).toEqual([
      [1, '/api/health'],
      [2, '/api/users/demo-user'],
    ]);
    expect(guard.read({ type: 'api', call: 2, path: '/api/health' })).toEqual(TAMPERED);
    expect(startGuard().guard.read({ type: 'api', call: 1, path: 7 })).toEqual(TAMPERED);
    const long = startGuard().guard.read({
      type: 'api',
      call: 1,
      path: `/api/${'x'.repeat(3000)}`,
    });
    expect(long).toEqual(TAMPERED);

    const flood = startGuard();
    for (let call = 1; call <= MAX_API_CALLS_PER_RUN; call += 1) {
      expect(flood.guard.read({ type: 'api', call, path: '/api/health' })).toBeNull();
    }
    const extra = { type: 'api', call: MAX_API_CALLS_PER_RUN + 1, path: '/api/health' };
    expect(flood.guard.read(extra)).toEqual(TAMPERED);
    expect(flood.apiCalls).toHaveLength(MAX_API_CALLS_PER_RUN);
  });

  it('passes beats on with their stamps, as often as an honest runtime sends them', () => {
    const { guard, beats, advance } = startGuard();
    expect(guard.read({ type: 'beat', at: 7 })).toBeNull();
    for (let beat = 1; beat <= 20; beat += 1) {
      advance(HEARTBEAT_MS);
      expect(guard.read({ type: 'beat', at: 7 + beat * HEARTBEAT_MS })).toBeNull();
    }
    expect(beats).toHaveLength(21);
    expect(beats.at(-1)).toBe(7 + 20 * HEARTBEAT_MS);
  });

  it('stops a run whose Worker beats faster than its timer could, or without a stamp', () => {
    const flood = startGuard();
    const results = Array.from({ length: 10 }, (_, at) => flood.guard.read({ type: 'beat', at }));
    expect(results.slice(0, 2)).toEqual([null, null]);
    expect(results.at(-1)).toEqual(TAMPERED);
    for (const at of [undefined, '5', Number.NaN, Infinity]) {
      expect(startGuard().guard.read({ type: 'beat', at })).toEqual(TAMPERED);
    }
  });
});
