// The code that runs inside each sandbox Worker: it captures console lines, counts the timers
// the learner starts, runs the learner's code and reports once nothing is left to run. Learner
// code shares this realm and can patch anything in it, so nothing here is a guarantee: the
// frame enforces the limits (run-guard.ts) and the page decides a test's verdict. The
// worker's source is built from workerMain.toString(), so it must not refer to anything
// outside itself; the formatter and the settings are passed in.

// Only types come from outside, and they are gone once compiled.
import type { OutputLevel, OutputLine } from './frame-messages';

export type WorkerMessage =
  | { type: 'lines'; lines: OutputLine[] }
  | { type: 'done'; status: 'ok'; value?: string }
  | { type: 'done'; status: 'error'; message: string };

export interface WorkerPort {
  postMessage(message: WorkerMessage): void;
}

export interface WorkerRunRequest {
  code: string;
  /** Report the formatted value the code returns (a challenge test's actual output). */
  wantValue: boolean;
  /**
   * The runtime's private channel to the frame, this run's alone. Its postMessage is taken
   * before learner code runs, so patching MessagePort.prototype does not reveal it; should
   * learner code reach it all the same, the frame's run guard still holds.
   */
  port: WorkerPort;
}

export interface WorkerSettings {
  /** Posts at most this many lines and one more, which tells the frame the output was cut. */
  maxLines: number;
  maxLineChars: number;
  lineCutMark: string;
  batchMs: number;
  batchSize: number;
  unknownError: string;
}

type TimerId = unknown;
type Handler = (...args: unknown[]) => unknown;

export interface WorkerScope {
  setTimeout(handler: Handler, delay?: unknown, ...args: unknown[]): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(handler: Handler, delay?: unknown, ...args: unknown[]): TimerId;
  clearInterval(id: TimerId): void;
  console: Record<'log' | 'info' | 'warn' | 'error' | 'debug', (...args: unknown[]) => void>;
  addEventListener(
    type: 'error' | 'unhandledrejection',
    listener: (event: { error?: unknown; reason?: unknown; preventDefault(): void }) => void,
  ): void;
  onmessage: ((event: { data: WorkerRunRequest }) => void) | null;
}

type AsyncFunctionConstructor = new (body: string) => () => Promise<unknown>;

export function workerMain(
  scope: WorkerScope,
  formatValue: (value: unknown) => string,
  settings: WorkerSettings,
): void {
  const realSetTimeout = scope.setTimeout.bind(scope);
  const realClearTimeout = scope.clearTimeout.bind(scope);
  const realSetInterval = scope.setInterval.bind(scope);
  const realClearInterval = scope.clearInterval.bind(scope);
  const now = Date.now.bind(Date);
  // Taken before learner code runs, which may replace Reflect.apply or a port's postMessage.
  const apply = Reflect.apply;
  const AsyncFunction: AsyncFunctionConstructor = Object.getPrototypeOf(async () => {}).constructor;

  const pending = new Set<TimerId>();
  let send: ((message: WorkerMessage) => void) | undefined;
  let buffer: OutputLine[] = [];
  let lineCount = 0;
  let lastFlush = 0;
  let flushTimer: TimerId;
  let settled: WorkerMessage | undefined;
  let finished = false;
  let checking = false;

  function flush(): void {
    if (flushTimer !== undefined) realClearTimeout(flushTimer);
    flushTimer = undefined;
    lastFlush = now();
    if (buffer.length === 0 || !send) return;
    send({ type: 'lines', lines: buffer });
    buffer = [];
  }

  function addLine(line: OutputLine): void {
    buffer.push(line);
    const waited = now() - lastFlush;
    if (buffer.length >= settings.batchSize || waited >= settings.batchMs) flush();
    else if (flushTimer === undefined)
      flushTimer = realSetTimeout(flush, settings.batchMs - waited);
  }

  function log(level: OutputLevel, args: unknown[]): void {
    if (finished || lineCount > settings.maxLines) return;
    lineCount += 1;
    let text = args.map((arg) => formatValue(arg)).join(' ');
    if (text.length > settings.maxLineChars) {
      text = text.slice(0, settings.maxLineChars) + settings.lineCutMark;
    }
    addLine({ level, text });
  }

  // docs/product.md#errors: the Output shows 'Error: {message}' for any Error, 'Unknown error'
  // otherwise.
  function describe(error: unknown): string {
    if (!(error instanceof Error)) return settings.unknownError;
    try {
      return `Error: ${String(error.message)}`;
    } catch {
      return settings.unknownError;
    }
  }

  function finish(message: WorkerMessage): void {
    if (finished) return;
    finished = true;
    for (const id of pending) {
      realClearTimeout(id);
      realClearInterval(id);
    }
    pending.clear();
    flush();
    send?.(message);
  }

  function fail(error: unknown): void {
    finish({ type: 'done', status: 'error', message: describe(error) });
  }

  function finishWhenIdle(): void {
    if (!settled || finished || checking || pending.size > 0) return;
    checking = true;
    // A timer task runs only once the microtask queue is empty; the second hop lets an
    // unhandledrejection event, queued when that queue drained, fail the run first.
    realSetTimeout(() => {
      realSetTimeout(() => {
        checking = false;
        if (settled && pending.size === 0) finish(settled);
      }, 0);
    }, 0);
  }

  function invoke(callback: Handler, args: unknown[]): void {
    if (finished) return;
    try {
      callback(...args);
    } catch (error) {
      fail(error);
      return;
    }
    finishWhenIdle();
  }

  function toCallback(handler: unknown): Handler {
    if (typeof handler === 'function') return (...args) => apply(handler, undefined, args);
    return () => new Function(String(handler))();
  }

  scope.setTimeout = (handler, delay, ...args) => {
    const callback = toCallback(handler);
    const id = realSetTimeout(() => {
      pending.delete(id);
      invoke(callback, args);
    }, delay);
    pending.add(id);
    return id;
  };
  scope.setInterval = (handler, delay, ...args) => {
    const callback = toCallback(handler);
    const id = realSetInterval(() => invoke(callback, args), delay);
    pending.add(id);
    return id;
  };
  const clear = (id: TimerId) => {
    if (!pending.delete(id)) return;
    realClearTimeout(id);
    realClearInterval(id);
    finishWhenIdle();
  };
  scope.clearTimeout = clear;
  scope.clearInterval = clear;

  scope.console.log = (...args) => log('log', args);
  scope.console.debug = (...args) => log('log', args);
  scope.console.info = (...args) => log('info', args);
  scope.console.warn = (...args) => log('warn', args);
  scope.console.error = (...args) => log('error', args);

  scope.addEventListener('error', (event) => {
    event.preventDefault();
    fail(event.error);
  });
  scope.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    fail(event.reason);
  });

  scope.onmessage = (event) => {
    // One run per worker: later messages (the learner's own postMessage calls) are ignored.
    scope.onmessage = null;
    const request = event.data;
    const { port } = request;
    const postToPort = port.postMessage;
    send = (message) => apply(postToPort, port, [message]);
    let run: () => Promise<unknown>;
    try {
      run = new AsyncFunction(request.code);
    } catch (error) {
      fail(error);
      return;
    }
    run().then(
      (result) => {
        settled = request.wantValue
          ? { type: 'done', status: 'ok', value: formatValue(result) }
          : { type: 'done', status: 'ok' };
        finishWhenIdle();
      },
      (error: unknown) => fail(error),
    );
  };
}
