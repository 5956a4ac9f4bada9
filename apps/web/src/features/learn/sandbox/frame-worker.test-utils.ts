// The frame's script and the Worker's, as shipped, on real threads: the frame in a vm context
// on this thread, each of its Workers on a worker thread (worker-thread.test-utils.mjs), joined
// by real MessagePorts, on real clocks. The test plays the page.
import { runInNewContext } from 'node:vm';
import { MessageChannel, Worker as NodeWorker } from 'node:worker_threads';
import { afterEach } from 'vitest';
import { buildFrameSource, buildWorkerSource } from './sandbox-sources';

const THREAD_SCRIPT = new URL('./worker-thread.test-utils.mjs', import.meta.url);

/** What the frame gets as `Worker`: a worker thread running the Worker's script. */
class ThreadWorker {
  static running = new Set<NodeWorker>();
  static latest: ThreadWorker | undefined;
  onerror: unknown = null;
  private readonly thread = new NodeWorker(THREAD_SCRIPT, {
    workerData: { source: buildWorkerSource() },
  });
  /** Once the thread has loaded the Worker's script. */
  readonly ready = new Promise<void>((resolve) => this.thread.once('message', () => resolve()));
  constructor() {
    ThreadWorker.running.add(this.thread);
    ThreadWorker.latest = this;
  }
  postMessage(message: unknown, transfer: readonly unknown[]) {
    this.thread.postMessage(message, transfer);
  }
  terminate() {
    ThreadWorker.running.delete(this.thread);
    void this.thread.terminate();
  }
}

/** Ends every thread the frames started (their spare Workers among them) after each test. */
export function endThreadsAfterEach() {
  afterEach(async () => {
    await Promise.all([...ThreadWorker.running].map((thread) => thread.terminate()));
    ThreadWorker.running.clear();
  });
}

export interface ThreadRun {
  /** Every message the frame sent the page for the run, in order. */
  sent: Record<string, unknown>[];
  /** The message that ended it. */
  end: Record<string, unknown>;
  /** From the run message to its end, on this thread's clock. */
  tookMs: number;
}

/** Starts a frame and runs `code` in it with the page's limit and cap, until the run ends. */
export function runOnThreads(code: string, timeoutMs: number, capMs: number): Promise<ThreadRun> {
  return new Promise((resolve) => {
    const sent: Record<string, unknown>[] = [];
    let startedAt = 0;
    const listeners: ((event: { source: unknown; data: unknown }) => void)[] = [];
    const parent = {
      postMessage: (message: Record<string, unknown>) => {
        sent.push(message);
        if (message.type === 'ready') {
          // Once the frame's spare Worker is warm, as it is in the browser by a learner's click.
          void ThreadWorker.latest?.ready.then(() => {
            startedAt = performance.now();
            const run = { type: 'run', id: 'r1', code, wantValue: false, timeoutMs, capMs };
            listeners.forEach((listener) => listener({ source: parent, data: run }));
          });
        } else if (['done', 'timeout', 'capped'].includes(String(message.type))) {
          resolve({ sent, end: message, tookMs: performance.now() - startedAt });
        }
      },
    };
    const win = {
      parent,
      addEventListener: (_type: string, listener: (typeof listeners)[number]) =>
        listeners.push(listener),
    };
    runInNewContext(buildFrameSource(), {
      window: win,
      Worker: ThreadWorker,
      MessageChannel,
      Blob,
      URL: { createObjectURL: () => 'blob:null/runner' },
      performance,
      setTimeout,
      clearTimeout,
    });
  });
}

/** The texts of the lines the frame passed on. */
export function linesOf(run: ThreadRun): string[] {
  return run.sent.flatMap((message) =>
    Array.isArray(message.lines)
      ? message.lines.map((line: { text?: unknown }) => String(line.text))
      : [],
  );
}
