// The code that runs inside each sandbox Worker: it captures console lines, counts the timers
// the learner starts, runs the learner's code, beats while it runs (so the frame can tell a
// Worker waiting from one stuck in a loop: run-limit.ts) and reports once nothing is left to
// run. Learner
// code shares this realm and can patch anything in it, so nothing here is a guarantee: the
// frame enforces the limits (run-guard.ts) and the page decides a test's verdict. The
// Worker's script (worker-entry.ts) bundles it with the formatter and the settings.
import { builtin } from './captured-builtins';
import { consumerBatch, NETWORK_GLOBALS, type ConsumerMessage } from './consumer-batch';
import type { ConsumerBinding } from './constants';
import type { OutputLevel, OutputLine } from './frame-messages';
import type { WorkerSettings } from './worker-settings';

export type WorkerMessage =
  | { type: 'lines'; lines: OutputLine[] }
  /** A read through the API bridge: the frame passes it to the page, which answers. */
  | { type: 'api'; call: number; path: string }
  /** A consumer's call to a binding of its env: the page sends it on to the run. */
  | { type: 'env'; call: number; binding: ConsumerBinding; payload: unknown }
  /** Sent from the runtime's own timer while a run is on: the Worker is free to run timers. */
  | { type: 'beat'; at: number }
  | { type: 'done'; status: 'ok'; value?: string }
  | { type: 'done'; status: 'error'; message: string };

/** The page's answer to one api.get call, relayed by the frame. */
export type ApiAnswer =
  | { type: 'api-result'; call: number; ok: true; value: unknown }
  | { type: 'api-result'; call: number; ok: false; message: string };

export interface WorkerPort {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface WorkerRunRequest {
  code: string;
  /**
   * A challenge test's expression, evaluated in the scope of `code` once that has run to its
   * end; `code` itself then never sees it (see challengeRun).
   */
  test?: string;
  /** Report the formatted value the code returns (a challenge test's actual output). */
  wantValue: boolean;
  /**
   * A consumer challenge's batch: `code` is then the handler's body, which returns the handler,
   * and the run's value is the batch's outcome (consumer-batch.ts).
   */
  consumer?: { messages: ConsumerMessage[] };
  /**
   * The runtime's private channel to the frame, this run's alone. Its postMessage is taken
   * before learner code runs, so patching MessagePort.prototype does not reveal it; should
   * learner code reach it all the same, the frame's run guard still holds.
   */
  port: WorkerPort;
}

export type { ApiBridgeSettings, WorkerSettings } from './worker-settings';

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
  api?: unknown;
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
  // The beats' stamps, on a clock learner code cannot set (its own `performance.now` it can).
  const monotonic = performance.now.bind(performance);
  // Taken before learner code runs, which may replace Reflect.apply or a port's postMessage.
  const apply = Reflect.apply;
  const { promiseThen, structuredClone: copy } = builtin;
  const AsyncFunction: AsyncFunctionConstructor = Object.getPrototypeOf(async () => {}).constructor;
  const isArray = Array.isArray;
  const getRandomValues = crypto.getRandomValues.bind(crypto);
  // Direct eval reaches a scope only through the global `eval`: kept as it is, so learner code
  // cannot put a function of its own there to be handed a test's source.
  Object.defineProperty(globalThis, 'eval', {
    value: globalThis.eval,
    writable: false,
    configurable: false,
    enumerable: false,
  });

  const pending = new Set<TimerId>();
  /** api.get calls waiting for the page's answer: the run is not over while any is. */
  const calls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let callCount = 0;
  let send: ((message: WorkerMessage) => void) | undefined;
  let buffer: OutputLine[] = [];
  let lineCount = 0;
  let lastFlush = 0;
  let flushTimer: TimerId;
  let beatTimer: TimerId;
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
    realClearInterval(beatTimer);
    for (const id of pending) {
      realClearTimeout(id);
      realClearInterval(id);
    }
    pending.clear();
    calls.clear();
    flush();
    send?.(message);
  }

  function fail(error: unknown): void {
    finish({ type: 'done', status: 'error', message: describe(error) });
  }

  function finishWhenIdle(): void {
    if (!settled || finished || checking || pending.size > 0 || calls.size > 0) return;
    checking = true;
    // A timer task runs only once the microtask queue is empty; the second hop lets an
    // unhandledrejection event, queued when that queue drained, fail the run first.
    realSetTimeout(() => {
      realSetTimeout(() => {
        checking = false;
        if (settled && pending.size === 0 && calls.size === 0) finish(settled);
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

  // The read-only bridge. The frame and the page check every rule again: these checks only
  // give an honest program its error at once.
  const bridge = settings.api;
  function apiGet(path: unknown): Promise<unknown> {
    if (typeof path !== 'string' || path.length > bridge.maxPathLength) {
      return Promise.reject(new Error(bridge.pathMessage));
    }
    if (!path.startsWith(bridge.prefix)) {
      // A function, so a '$&' or "$'" in the path is not read as a replacement pattern.
      const shown = path.slice(0, 200);
      return Promise.reject(new Error(bridge.pathRefused.replace('{path}', () => shown)));
    }
    if (callCount >= bridge.maxCalls || finished || !send) {
      return Promise.reject(new Error(bridge.tooManyCalls));
    }
    return ask((call) => ({ type: 'api', call, path }));
  }
  /** A numbered call to the page, api and database calls counted on one sequence. */
  function ask(message: (call: number) => WorkerMessage): Promise<unknown> {
    callCount += 1;
    const call = callCount;
    return new Promise((resolve, reject) => {
      calls.set(call, { resolve, reject });
      send?.(message(call));
    });
  }
  function callBinding(binding: ConsumerBinding, payload: unknown): Promise<unknown> {
    if (finished || !send || callCount >= settings.maxBindingCalls) {
      return Promise.reject(new Error(settings.tooManyBindingCalls));
    }
    return ask((call) => ({ type: 'env', call, binding, payload }));
  }
  /** A consumer reached for the network: the batch ends here, named, and nothing else runs. */
  function stopNetwork(what: string): never {
    finish({ type: 'done', status: 'ok', value: JSON.stringify({ outcome: 'network', what }) });
    throw new Error(settings.networkStopped.replace('{what}', () => what));
  }
  function consumerRun(body: string, messages: ConsumerMessage[]): () => Promise<unknown> {
    for (const name of NETWORK_GLOBALS) {
      Object.defineProperty(scope, name, {
        value: () => stopNetwork(name),
        writable: false,
        configurable: false,
      });
    }
    return () =>
      consumerBatch(body, messages, {
        compile: (source) => new AsyncFunction(`"use strict";\n${source}`),
        callBinding,
        log: (level, args) => log(level, args),
        describe,
      });
  }
  function takeAnswer(data: unknown): void {
    if (typeof data !== 'object' || data === null || !('call' in data) || !('ok' in data)) return;
    const waiting = calls.get(Number(data.call));
    if (!waiting || finished) return;
    calls.delete(Number(data.call));
    if (data.ok === true) waiting.resolve('value' in data ? data.value : undefined);
    else
      waiting.reject(new Error('message' in data ? String(data.message) : settings.unknownError));
    finishWhenIdle();
  }
  const api: Record<string, unknown> = { get: apiGet };
  for (const method of bridge.refusedMethods) {
    api[method] = () => {
      throw new Error(bridge.methodRefused.replace('{method}', method));
    };
  }
  scope.api = Object.freeze(api);

  scope.addEventListener('error', (event) => {
    event.preventDefault();
    fail(event.error);
  });
  scope.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    fail(event.reason);
  });

  /**
   * A challenge test (docs/learn.md, "Trust boundaries"): the learner's code is compiled alone, as
   * a strict function, so no `arguments.callee` or text of its own can show it the test, and its
   * last statement, added here, hands back a way to evaluate an expression in the code's scope,
   * with a token the code never sees. The test's expression is evaluated there once the code has
   * run to its end; a code that returned before then has no token to give, and is not tested.
   */
  function challengeRun(code: string, test: string): () => Promise<unknown> {
    const token = Array.from(getRandomValues(new Uint32Array(4)), (word) => word.toString(36)).join(
      '-',
    );
    const learner = new AsyncFunction(
      `"use strict";\n${code}\n;return [${JSON.stringify(token)}, (__test) => eval(__test)];`,
    );
    return async () => {
      const ended: unknown = await learner();
      if (!isArray(ended) || ended[0] !== token || typeof ended[1] !== 'function') {
        throw new Error(settings.returnedEarly);
      }
      const evaluate = ended[1] as (source: string) => Promise<unknown>;
      // Awaited, never returned as a promise: an await takes a promise's value without asking
      // its `then`, which learner code may have patched.
      return await evaluate(`(async () => await (\n${test}\n))()`);
    };
  }

  scope.onmessage = (event) => {
    // One run per worker: later messages (the learner's own postMessage calls) are ignored.
    scope.onmessage = null;
    const request = event.data;
    const { port } = request;
    const postToPort = port.postMessage;
    send = (message) => apply(postToPort, port, [message]);
    port.onmessage = (answer) => takeAnswer(answer.data);
    // Before the learner's code is compiled: a beat now, then one from each tick of our timer.
    const beat = () => send?.({ type: 'beat', at: monotonic() });
    beat();
    beatTimer = realSetInterval(beat, settings.beatMs);
    let run: () => Promise<unknown>;
    try {
      run = request.consumer
        ? consumerRun(request.code, request.consumer.messages)
        : typeof request.test === 'string'
          ? challengeRun(request.code, request.test)
          : new AsyncFunction(request.code);
    } catch (error) {
      fail(error);
      return;
    }
    // The verdict's value is the browser's own copy of what the code returned: a Proxy or a
    // function cannot be copied and getters are read once, so nothing patched or wrapped can
    // make it read other than it is (docs/learn.md, "Trust boundaries").
    const verdict = (result: unknown): WorkerMessage => {
      if (!request.wantValue) return { type: 'done', status: 'ok' };
      // A consumer's outcome is JSON of our own making, read on the page by a schema.
      if (request.consumer) return { type: 'done', status: 'ok', value: String(result) };
      try {
        return { type: 'done', status: 'ok', value: formatValue(copy ? copy(result) : result) };
      } catch {
        return { type: 'done', status: 'error', message: settings.notData };
      }
    };
    apply(promiseThen, run(), [
      (result: unknown) => {
        settled = verdict(result);
        finishWhenIdle();
      },
      (error: unknown) => fail(error),
    ]);
  };
}
