// The script of the hidden sandbox iframe (opaque origin, scripts only). It starts one fresh
// Worker per run, keeps a spare one warm, stops a run at its limit (the time its Worker was busy,
// as its beats tell: run-limit.ts) or its cap by terminating its Worker, and passes on to the page only what the run guard lets through. No learner code runs here:
// this is where the sandbox's rules hold (docs/learn.md, "Trust boundaries"). The frame's
// script (frame-entry.ts) bundles it with the run guard and its settings.
import type { ConsumerBinding } from './constants';
import type { OutputLine } from './frame-messages';
import type { GuardClock, RunGuard, RunGuardSettings, createRunGuard } from './run-guard';
import { createRunLimit, type RunLimit, type RunLimitSettings } from './run-limit';

export interface FrameSettings {
  workerName: string;
  runnerFailed: string;
  /** How a run's limit hears its Worker's beats (run-limit.ts), and its cap when none is given. */
  limit: FrameLimitSettings;
  guard: RunGuardSettings;
}

export interface FrameLimitSettings extends RunLimitSettings {
  maxRunMs: number;
}

interface FrameRun {
  worker: Worker;
  port: MessagePort;
  guard: RunGuard;
  timer: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
  limitMs: number;
  limit: RunLimit;
}

export function frameMain(
  win: Window,
  workerSource: string,
  newRunGuard: typeof createRunGuard,
  settings: FrameSettings,
): void {
  const parent = win.parent;
  // The page's origin is not ours to know for sure and ours is opaque, hence '*'; nothing
  // secret ever travels in these messages.
  const post = (message: object) => parent.postMessage(message, '*');

  if (typeof Worker !== 'function' || typeof MessageChannel !== 'function') {
    post({ type: 'unavailable' });
    return;
  }

  const clock: GuardClock = {
    now: () => performance.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (id) => clearTimeout(id),
  };
  const workerUrl = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const runs = new Map<string, FrameRun>();
  const newWorker = () => new Worker(workerUrl, { name: settings.workerName });
  let spare: Worker | undefined = newWorker();

  /** Ends a run, first sending the lines it still has waiting; false if it had ended. */
  function end(id: string, outcome: object | null): boolean {
    const run = runs.get(id);
    if (!run) return false;
    runs.delete(id);
    clearTimeout(run.timer);
    run.port.onmessage = null;
    run.port.close();
    run.worker.terminate();
    if (outcome !== null) {
      run.guard.flush();
      post({ ...outcome, id });
    }
    run.guard.close();
    // Warm the next run's Worker now that this run no longer competes for the CPU.
    spare ??= newWorker();
    return true;
  }

  /** How a run that reached its deadline ended: busy for its limit, or at its cap. */
  function stopped(run: FrameRun): object {
    return run.limit.reason() === 'busy'
      ? { type: 'timeout', afterMs: run.limitMs }
      : { type: 'capped', afterMs: Math.round(run.limit.deadline() - run.startedAt) };
  }

  /** Sets the run's timer to its limit's deadline, which each beat moves on. */
  function rearm(id: string, run: FrameRun): void {
    clearTimeout(run.timer);
    run.timer = setTimeout(() => end(id, stopped(run)), run.limit.deadline() - clock.now());
  }

  /** A beat: the Worker was free to run its timers, so the silence before it was waiting. */
  function heard(id: string, at: number): void {
    const run = runs.get(id);
    if (!run) return;
    if (run.limit.beat(clock.now(), at)) rearm(id, run);
    else end(id, { type: 'timeout', afterMs: run.limitMs });
  }

  function askApi(id: string, call: number, path: string): void {
    if (runs.has(id)) post({ type: 'api', id, call, path });
  }

  function askBinding(id: string, call: number, binding: ConsumerBinding, payload: unknown): void {
    if (runs.has(id)) post({ type: 'env', id, call, binding, payload });
  }

  /** The page's answer to a call, passed to the run's Worker as plain data. */
  function answerApi(id: string, data: object): void {
    const run = runs.get(id);
    if (!run || !('call' in data) || !('ok' in data)) return;
    const call = Number(data.call);
    run.port.postMessage(
      data.ok === true
        ? { type: 'api-result', call, ok: true, value: 'value' in data ? data.value : undefined }
        : {
            type: 'api-result',
            call,
            ok: false,
            message: String('message' in data ? data.message : ''),
          },
    );
  }

  function start(
    id: string,
    code: string,
    test: string | undefined,
    wantValue: boolean,
    limitMs: number,
    capMs: number,
    consumer: unknown,
  ): void {
    if (runs.has(id)) return;
    const worker = spare ?? newWorker();
    spare = undefined;
    const channel = new MessageChannel();
    // The limit is timed here: the Worker's clocks are the learner's to fake.
    const startedAt = clock.now();
    const limit = createRunLimit(limitMs, capMs, startedAt, settings.limit);
    const guard = newRunGuard(settings.guard, wantValue, clock, {
      sendLines: (lines: OutputLine[]) => post({ type: 'lines', id, lines }),
      askApi: (call, path) => askApi(id, call, path),
      askBinding: (call, binding, payload) => askBinding(id, call, binding, payload),
      beat: (at) => heard(id, at),
    });
    const run: FrameRun = {
      worker,
      port: channel.port1,
      guard,
      timer: undefined,
      startedAt,
      limitMs,
      limit,
    };
    runs.set(id, run);
    rearm(id, run);

    // Only this run's private port is heard; the Worker's own postMessage reaches no one.
    channel.port1.onmessage = (event) => {
      const ended = runs.get(id)?.guard.read(event.data);
      if (ended) end(id, ended);
    };
    worker.onerror = (event) => {
      // The runtime reports the learner's errors itself; this is the Worker failing to start.
      event.preventDefault();
      end(id, { type: 'done', status: 'error', message: settings.runnerFailed });
    };
    const request = {
      code,
      wantValue,
      port: channel.port2,
      ...(test === undefined ? {} : { test }),
      ...(consumer === undefined ? {} : { consumer }),
    };
    worker.postMessage(request, [channel.port2]);
  }

  win.addEventListener('message', (event) => {
    if (event.source !== parent) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || !('type' in data) || !('id' in data)) return;
    const id = String(data.id);
    if (data.type === 'cancel') {
      end(id, null);
    } else if (data.type === 'api-result') {
      answerApi(id, data);
    } else if (data.type === 'run' && 'code' in data && 'timeoutMs' in data) {
      start(
        id,
        String(data.code),
        'test' in data && typeof data.test === 'string' ? data.test : undefined,
        'wantValue' in data && data.wantValue === true,
        Number(data.timeoutMs),
        'capMs' in data && typeof data.capMs === 'number' ? data.capMs : settings.limit.maxRunMs,
        'consumer' in data ? data.consumer : undefined,
      );
    }
  });
  post({ type: 'ready' });
}
