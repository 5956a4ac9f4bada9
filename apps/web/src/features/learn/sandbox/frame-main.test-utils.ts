// Runs the frame's real script (its bundle, as shipped) in a bare Node vm context with stand-in
// Workers and timers: it can only work if the script is self-contained, as it is in the
// sandboxed iframe.
import { runInNewContext } from 'node:vm';
import { buildFrameDocument } from './sandbox-sources';

export class FakeWorker {
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

export class FakePort {
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

export class FakeChannel {
  port1 = new FakePort();
  port2 = new FakePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

export interface FakeTimer {
  callback: () => void;
  at: number;
}

export function startFrame() {
  FakeWorker.created = [];
  const sent: unknown[] = [];
  // The frame's clock: performance.now() and its timers, moved only by advance().
  let time = 0;
  let lastTimer = 0;
  const timers = new Map<number, FakeTimer>();
  /** Moves the clock on, running each timer that falls due on the way, in order. */
  const advance = (ms: number) => {
    const end = time + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      timers.delete(due[0]);
      time = Math.max(time, due[1].at);
      due[1].callback();
    }
    time = end;
  };
  /** Runs every timer now, whatever it waits for. */
  const runAllTimers = () => {
    const all = [...timers.values()];
    timers.clear();
    all.forEach((timer) => timer.callback());
  };
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
    performance: { now: () => time },
    setTimeout: (callback: () => void, ms = 0) => {
      lastTimer += 1;
      timers.set(lastTimer, { callback, at: time + ms });
      return lastTimer;
    },
    clearTimeout: (id: number) => timers.delete(id),
  });
  const fromPage = (data: unknown, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ source, data }));
  return { sent, advance, runAllTimers, fromPage };
}

export function portOf(worker: FakeWorker | undefined): FakePort {
  const [message] = worker?.received ?? [];
  if (typeof message !== 'object' || message === null || !('port' in message))
    throw new Error('no run');
  if (!(message.port instanceof FakePort)) throw new Error('no port');
  return message.port;
}
