// The sandbox frame's script as shipped, driven by the test through stand-in Workers and timers
// (frame-main.test-utils.ts).
import { describe, expect, it } from 'vitest';
import {
  HEARTBEAT_MS,
  MAX_OUTPUT_LINES,
  OUTPUT_CUT_LINE,
  RUNNER_TAMPERED_MESSAGE,
} from './constants';
import { FakeWorker, portOf, receivedOn, startFrame, startRun } from './frame-main.test-utils';

describe('the sandbox frame', () => {
  it('says it is ready and has a spare worker waiting', () => {
    const { sent } = startFrame();
    expect(sent).toEqual([{ type: 'ready' }]);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]?.url).toBe('blob:null/runner');
  });

  it('runs code in the spare worker and relays its lines and result, then ends that worker', () => {
    const { sent, fromPage } = startFrame();
    fromPage({ type: 'run', id: '7', code: 'console.log(1)', wantValue: false, timeoutMs: 1000 });
    const worker = FakeWorker.created[0];
    expect(worker?.received[0]).toMatchObject({ code: 'console.log(1)', wantValue: false });

    // The worker answers on the private port it was given, never through its global postMessage.
    const port = portOf(worker);
    port.postMessage({ type: 'lines', lines: [{ level: 'log', text: '1' }] });
    port.postMessage({ type: 'done', status: 'ok' });

    expect(sent.slice(1)).toEqual([
      { type: 'lines', lines: [{ level: 'log', text: '1' }], id: '7' },
      { type: 'done', status: 'ok', id: '7' },
    ]);
    expect(worker?.terminated).toBe(true);
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('terminates a worker that never beats once its limit is up and reports a timeout', () => {
    const { sent, advance, fromPage } = startFrame();
    fromPage({ type: 'run', id: '1', code: 'while (true) {}', wantValue: false, timeoutMs: 1000 });
    // The limit, from the beat the Worker should have sent.
    advance(1000 + HEARTBEAT_MS - 1);
    expect(FakeWorker.created[0]?.terminated).toBe(false);
    advance(1);
    expect(FakeWorker.created[0]?.terminated).toBe(true);
    expect(sent.at(-1)).toEqual({ type: 'timeout', id: '1', afterMs: 1000 });
  });

  it('stops a cancelled run without answering', () => {
    const { sent, fromPage } = startFrame();
    fromPage({ type: 'run', id: '1', code: '', wantValue: false, timeoutMs: 1000 });
    fromPage({ type: 'cancel', id: '1' });
    expect(FakeWorker.created[0]?.terminated).toBe(true);
    expect(sent).toEqual([{ type: 'ready' }]);
  });

  it('ignores messages that do not come from the page', () => {
    const { fromPage } = startFrame();
    fromPage({ type: 'run', id: '1', code: '', wantValue: false, timeoutMs: 1000 }, {});
    expect(FakeWorker.created[0]?.received).toEqual([]);
  });

  // Attacks from learner code that took over its Worker's runtime and port: each must fail.

  it('passes on at most the line cap from a Worker flooding its port, then stops it', () => {
    const { sent, worker, port } = startRun();
    const lines = Array.from({ length: 1000 }, (_, index) => ({ level: 'log', text: `${index}` }));
    for (let round = 0; round < 200; round += 1) port.postMessage({ type: 'lines', lines });
    port.postMessage({ type: 'done', status: 'ok' });

    const shown = sent.flatMap((message) =>
      typeof message === 'object' &&
      message !== null &&
      'lines' in message &&
      Array.isArray(message.lines)
        ? message.lines
        : [],
    );
    expect(shown).toHaveLength(MAX_OUTPUT_LINES + 1);
    expect(shown.at(-1)).toEqual({ level: 'warn', text: OUTPUT_CUT_LINE });
    expect(sent.at(-1)).toEqual({
      type: 'done',
      id: 'r1',
      status: 'error',
      message: RUNNER_TAMPERED_MESSAGE,
    });
    expect(worker?.terminated).toBe(true);
  });

  it('ends a run as tampered when its Worker forges a verdict', () => {
    const { sent, port } = startRun(1000, true);
    port.postMessage({ type: 'results', passed: 4, total: 4 });
    expect(sent.slice(1)).toEqual([
      { type: 'done', id: 'r1', status: 'error', message: RUNNER_TAMPERED_MESSAGE },
    ]);
  });

  it('hears nothing from an ended run, nor from the Worker’s own postMessage', () => {
    const { sent, fromPage } = startFrame();
    fromPage({ type: 'run', id: 'old', code: '', wantValue: true, timeoutMs: 1000 });
    const worker = FakeWorker.created[0];
    const oldPort = portOf(worker);
    oldPort.postMessage({ type: 'done', status: 'ok', value: '1' });
    expect(worker?.onmessage).toBeNull();

    fromPage({ type: 'run', id: 'new', code: '', wantValue: true, timeoutMs: 1000 });
    oldPort.postMessage({ type: 'done', status: 'ok', value: 'forged' });
    oldPort.peer?.onmessage?.({ data: { type: 'done', status: 'ok', value: 'forged' } });
    expect(sent.slice(1)).toEqual([{ type: 'done', status: 'ok', value: '1', id: 'old' }]);
  });

  it('keeps to its own clock: a Worker still sending lines is stopped at the limit', () => {
    const { sent, runAllTimers, worker, port } = startRun();
    port.postMessage({ type: 'lines', lines: [{ level: 'log', text: 'busy' }] });
    runAllTimers();
    port.postMessage({ type: 'done', status: 'ok' });
    expect(sent.slice(1)).toEqual([
      { type: 'lines', id: 'r1', lines: [{ level: 'log', text: 'busy' }] },
      { type: 'timeout', id: 'r1', afterMs: 1000 },
    ]);
    expect(worker?.terminated).toBe(true);
  });
  // The API bridge: the frame passes calls to the page and answers back to the run.

  it('passes an api call to the page', () => {
    const run = startRun();
    run.port.postMessage({ type: 'api', call: 1, path: '/api/health' });
    expect(run.sent.at(-1)).toEqual({ type: 'api', id: 'r1', call: 1, path: '/api/health' });
  });

  it("relays the page's answers to the run's port as plain data, and nothing else", () => {
    const { fromPage, port } = startRun();
    const received = receivedOn(port);
    port.postMessage({ type: 'api', call: 1, path: '/api/health' });
    port.postMessage({ type: 'api', call: 2, path: '/api/users/x' });

    fromPage({ type: 'api-result', id: 'r1', call: 1, ok: true, value: { status: 'ok' }, x: 1 });
    fromPage({ type: 'api-result', id: 'r1', call: 2, ok: false, message: 'answered 404' });
    // Not from the page, or for another run (an ended one, a guess): ignored.
    fromPage({ type: 'api-result', id: 'r1', call: 1, ok: true, value: 'forged' }, {});
    fromPage({ type: 'api-result', id: 'other', call: 1, ok: true, value: 'forged' });

    expect(received).toEqual([
      { type: 'api-result', call: 1, ok: true, value: { status: 'ok' } },
      { type: 'api-result', call: 2, ok: false, message: 'answered 404' },
    ]);
  });

  it('ignores an answer for a run that has ended', () => {
    const { fromPage, port } = startRun();
    const received = receivedOn(port);
    port.postMessage({ type: 'api', call: 1, path: '/api/health' });
    fromPage({ type: 'cancel', id: 'r1' });
    fromPage({ type: 'api-result', id: 'r1', call: 1, ok: true, value: 1 });
    expect(received).toEqual([]);
  });
});
