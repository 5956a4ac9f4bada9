// Runs the frame's real script in a bare Node vm context with stand-in Workers and timers: it
// can only work if the bootstrap is self-contained, as it is in the sandboxed iframe.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildFrameDocument } from './sandbox-sources';

class FakeWorker {
  static created: FakeWorker[] = [];
  received: unknown[] = [];
  terminated = false;
  onerror: unknown = null;
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
  postMessage(data: unknown) {
    this.peer?.onmessage?.({ data });
  }
  close() {}
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
});
