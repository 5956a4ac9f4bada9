// Runs the frame's real script in a bare Node vm context with stand-in Workers and timers: it
// can only work if the bootstrap is self-contained, as it is in the sandboxed iframe.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { MAX_OUTPUT_LINES, OUTPUT_CUT_LINE, RUNNER_TAMPERED_MESSAGE } from './constants';
import { buildFrameDocument } from './sandbox-sources';

class FakeWorker {
  static created: FakeWorker[] = [];
  received: unknown[] = [];
  terminated = false;
  onerror: unknown = null;
  onmessage: unknown = null;
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    FakeWorker.created.push(this);
  }
  postMessage(message: unknown) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

class FakePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: FakePort | undefined;
  closed = false;
  postMessage(data: unknown) {
    if (this.peer && !this.peer.closed) this.peer.onmessage?.({ data });
  }
  close() {
    this.closed = true;
  }
}

class FakeChannel {
  port1 = new FakePort();
  port2 = new FakePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

function startFrame() {
  FakeWorker.created = [];
  const sent: unknown[] = [];
  const timers = new Map<number, () => void>();
  const listeners: ((event: { source: unknown; data: unknown }) => void)[] = [];
  const parent = { postMessage: (message: unknown) => sent.push(message) };
  const win = {
    parent,
    addEventListener: (_type: string, listener: (typeof listeners)[number]) =>
      listeners.push(listener),
  };
  const script = /<script>([\s\S]*)<\/script>/.exec(buildFrameDocument())?.[1];
  if (!script) throw new Error('the frame document has no script');
  runInNewContext(script, {
    window: win,
    Worker: FakeWorker,
    MessageChannel: FakeChannel,
    Blob,
    URL: { createObjectURL: () => 'blob:null/runner' },
    performance: { now: () => 0 },
    setTimeout: (callback: () => void) => timers.set(timers.size + 1, callback).size,
    clearTimeout: (id: number) => timers.delete(id),
  });
  const fromPage = (data: unknown, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ source, data }));
  return { sent, timers, fromPage };
}

function portOf(worker: FakeWorker | undefined): FakePort {
  const [message] = worker?.received ?? [];
  if (typeof message !== 'object' || message === null || !('port' in message))
    throw new Error('no run');
  if (!(message.port instanceof FakePort)) throw new Error('no port');
  return message.port;
}

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

  it('terminates a worker still running at its limit and reports a timeout', () => {
    const { sent, timers, fromPage } = startFrame();
    fromPage({ type: 'run', id: '1', code: 'while (true) {}', wantValue: false, timeoutMs: 1000 });
    [...timers.values()].forEach((callback) => callback());
    expect(FakeWorker.created[0]?.terminated).toBe(true);
    expect(sent.at(-1)).toEqual({ type: 'timeout', id: '1' });
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
    const { sent, fromPage } = startFrame();
    fromPage({ type: 'run', id: 'r1', code: '', wantValue: false, timeoutMs: 1000 });
    const worker = FakeWorker.created[0];
    const port = portOf(worker);
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
    const { sent, fromPage } = startFrame();
    fromPage({ type: 'run', id: 'r1', code: '', wantValue: true, timeoutMs: 1000 });
    portOf(FakeWorker.created[0]).postMessage({ type: 'results', passed: 4, total: 4 });
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
    const { sent, timers, fromPage } = startFrame();
    fromPage({ type: 'run', id: 'r1', code: '', wantValue: false, timeoutMs: 1000 });
    const port = portOf(FakeWorker.created[0]);
    port.postMessage({ type: 'lines', lines: [{ level: 'log', text: 'busy' }] });
    [...timers.values()].forEach((callback) => callback());
    port.postMessage({ type: 'done', status: 'ok' });
    expect(sent.slice(1)).toEqual([
      { type: 'lines', id: 'r1', lines: [{ level: 'log', text: 'busy' }] },
      { type: 'timeout', id: 'r1' },
    ]);
    expect(FakeWorker.created[0]?.terminated).toBe(true);
  });
});
