// Runs the frame's real script (its bundle, as shipped) in a bare Node vm context with stand-in
// Workers and timers: it can only work if the script is self-contained, as it is in the
// sandboxed iframe.
import { runInNewContext } from 'node:vm';
import { expect } from 'vitest';
import { HEARTBEAT_MS, MAX_RUN_MS } from './constants';
import { buildFrameSource } from './sandbox-sources';

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
  /** Moves the clock on without running the timers due: a frame too busy to fire them. */
  const stall = (ms: number) => {
    time += ms;
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
  runInNewContext(buildFrameSource(), {
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
  return { sent, advance, stall, runAllTimers, fromPage, now: () => time };
}

export function portOf(worker: FakeWorker | undefined): FakePort {
  const [message] = worker?.received ?? [];
  if (typeof message !== 'object' || message === null || !('port' in message))
    throw new Error('no run');
  if (!(message.port instanceof FakePort)) throw new Error('no port');
  return message.port;
}

/**
 * A frame running run 'r1' (no code) with the given limit and cap: the frame, its worker and the
 * run's port. Its Worker is silent (as one stuck in a loop is) until the test makes it beat.
 */
export function startRun(timeoutMs = 1000, wantValue = false, capMs = MAX_RUN_MS) {
  const frame = startFrame();
  frame.fromPage({ type: 'run', id: 'r1', code: '', wantValue, timeoutMs, capMs });
  const worker = FakeWorker.created[0];
  return { ...frame, worker, port: portOf(worker) };
}

/**
 * Moves the clock `ms` on with the run's Worker beating as an honest runtime does while it
 * waits (for a timer, or an answer): once each HEARTBEAT_MS, stamped with the time.
 */
export function beatFor(run: ReturnType<typeof startRun>, ms: number) {
  for (let beaten = 0; beaten < ms; beaten += HEARTBEAT_MS) {
    run.advance(Math.min(HEARTBEAT_MS, ms - beaten));
    run.port.postMessage({ type: 'beat', at: run.now() });
  }
}

/** What the run's port receives from now on. */
export function receivedOn(port: FakePort): unknown[] {
  const received: unknown[] = [];
  port.onmessage = (event) => received.push(event.data);
  return received;
}

/**
 * Moves the clock `ms` on with the Worker silent, checking that the run goes on, with nothing
 * more sent, until the last millisecond, and that it ends then as `ending` says.
 */
export function expectStopIn(
  run: ReturnType<typeof startRun>,
  ms: number,
  ending: { type: 'timeout' | 'capped'; afterMs: number },
) {
  const sentBefore = run.sent.length;
  run.advance(ms - 1);
  expect(run.worker?.terminated).toBe(false);
  expect(run.sent).toHaveLength(sentBefore);
  run.advance(1);
  expect(run.worker?.terminated).toBe(true);
  expect(run.sent.at(-1)).toEqual({ ...ending, id: 'r1' });
}
