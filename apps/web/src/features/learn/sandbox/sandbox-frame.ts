// The page's side of the sandbox: one hidden iframe (its own document, /frames/runner.html, with
// its own policy; opaque origin, scripts only) that runs every learner program in a fresh Worker. This matches the frame's answers to runs by an
// unguessable id, keeps its own count of each run's lines, and replaces the frame if it ever
// stops answering. It also performs the runs' api.get reads (api-bridge.ts).
import { answerApiCall, newApiBudget, type ApiAnswer, type ApiBudget } from './api-bridge';
import type { ConsumerMessage } from './consumer-batch';
import type { ConsumerBinding } from './constants';
import {
  FRAME_BACKSTOP_MS,
  FRAME_START_LIMIT_MS,
  FRAME_TITLE,
  MAX_OUTPUT_LINES,
  RUN_CANCELLED_MESSAGE,
  RUNNER_NOT_STARTED_MESSAGE,
  RUNNER_UNAVAILABLE_MESSAGE,
} from './constants';
import { frameMessageSchema, type FrameMessage, type OutputLine } from './frame-messages';

/**
 * The runner's document (public/frames/runner.html). Its policy (public/_headers) is the only
 * one that lets code be compiled, and its blob: Workers inherit it; it reaches no network.
 */
export const RUNNER_FRAME_PATH = '/frames/runner.html';

export interface SandboxRequest {
  code: string;
  /** A challenge test's expression, evaluated in the scope of `code` once it has run. */
  test?: string;
  wantValue: boolean;
  /** How long its Worker may be busy: time waiting for a timer or the API does not count. */
  timeoutMs: number;
  /** How long it may last in all, waiting included (at least timeoutMs). */
  capMs: number;
  onLines: (lines: readonly OutputLine[]) => void;
  signal: AbortSignal | undefined;
  /**
   * A consumer challenge's batch (consumer-batch.ts): `code` is the handler's body, these are
   * its messages, and `callBinding` answers its calls to env.DB and env.EVENTS (the payload as
   * the Worker sent it, unchecked).
   */
  consumer?: {
    messages: ConsumerMessage[];
    callBinding: (binding: ConsumerBinding, payload: unknown) => Promise<ApiAnswer>;
  };
}

export type SandboxResult =
  | { status: 'ok'; value: string | undefined }
  | { status: 'error'; message: string }
  /** The Worker was busy for its limit (afterMs, when the frame says). */
  | { status: 'timeout'; afterMs?: number | undefined }
  /** The run reached its cap, afterMs after it started. */
  | { status: 'capped'; afterMs: number };

interface ActiveRun {
  request: SandboxRequest;
  resolve: (result: SandboxResult) => void;
  backstop: ReturnType<typeof setTimeout> | undefined;
  /** Lines the page may still show: the cap and the frame's cut line. */
  linesLeft: number;
  /** The run's API calls and bytes so far, counted here whatever the frame counted. */
  api: ApiBudget;
}

const RUN_ID_BYTES = 16;
const NO_BINDINGS: ApiAnswer = { ok: false, message: 'Only a consumer challenge has an env' };

/** 128 random bits as hex: a run's id, made here, never seen by the run's Worker. */
function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RUN_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

class SandboxFrame {
  state: 'starting' | 'ready' | 'unavailable' | 'broken' = 'starting';
  private readonly iframe = document.createElement('iframe');
  private readonly runs = new Map<string, ActiveRun>();
  private readonly startTimer: ReturnType<typeof setTimeout>;

  constructor() {
    this.iframe.setAttribute('sandbox', 'allow-scripts');
    this.iframe.title = FRAME_TITLE;
    this.iframe.tabIndex = -1;
    this.iframe.setAttribute('aria-hidden', 'true');
    this.iframe.style.display = 'none';
    this.iframe.src = RUNNER_FRAME_PATH;
    window.addEventListener('message', this.handleMessage);
    this.startTimer = setTimeout(() => {
      if (this.state === 'starting')
        this.destroy({ status: 'error', message: RUNNER_NOT_STARTED_MESSAGE });
    }, FRAME_START_LIMIT_MS);
    document.body.append(this.iframe);
  }

  run(request: SandboxRequest): Promise<SandboxResult> {
    if (this.state === 'unavailable') {
      return Promise.resolve({ status: 'error', message: RUNNER_UNAVAILABLE_MESSAGE });
    }
    return new Promise((resolve, reject) => {
      const id = newRunId();
      const onAbort = () => {
        if (!this.runs.has(id)) return;
        this.finish(id);
        this.post({ type: 'cancel', id });
        reject(new DOMException(RUN_CANCELLED_MESSAGE, 'AbortError'));
      };
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const settle = (result: SandboxResult) => {
        request.signal?.removeEventListener('abort', onAbort);
        resolve(result);
      };
      const linesLeft = MAX_OUTPUT_LINES + 1;
      this.runs.set(id, {
        request,
        resolve: settle,
        backstop: undefined,
        linesLeft,
        api: newApiBudget(),
      });
      if (this.state === 'ready') this.send(id);
    });
  }

  private send(id: string): void {
    const run = this.runs.get(id);
    if (!run) return;
    const { code, test, wantValue, timeoutMs, capMs, consumer } = run.request;
    this.post({
      type: 'run',
      id,
      code,
      wantValue,
      timeoutMs,
      capMs,
      ...(test === undefined ? {} : { test }),
      ...(consumer === undefined ? {} : { consumer: { messages: consumer.messages } }),
    });
    // Only the frame hears the Worker's beats, so the page cannot tell a run waiting from one
    // stuck: it waits out the cap, which no run outlives, before it gives up on the frame.
    clearTimeout(run.backstop);
    run.backstop = setTimeout(
      () => {
        // The frame did not stop the run itself: its thread is stuck, so start again.
        this.destroy({ status: 'capped', afterMs: Math.max(timeoutMs, capMs) });
        prepareSandbox();
      },
      Math.max(timeoutMs, capMs) + FRAME_BACKSTOP_MS,
    );
  }

  /** Reads api.get for a run and answers the frame, which passes the answer to the run. */
  private answerApi(id: string, call: number, path: string): void {
    const run = this.runs.get(id);
    if (!run) return;
    void answerApiCall(path, run.api).then((answer) => {
      if (this.runs.has(id)) this.post({ type: 'api-result', id, call, ...answer });
    });
  }

  /** Answers a consumer batch's call to a binding, through the request's own `callBinding`. */
  private answerBinding(id: string, call: number, binding: ConsumerBinding, payload: unknown) {
    const run = this.runs.get(id);
    if (!run) return;
    const answer =
      run.request.consumer?.callBinding(binding, payload) ?? Promise.resolve(NO_BINDINGS);
    void answer.then((settled) => {
      if (this.runs.has(id)) this.post({ type: 'api-result', id, call, ...settled });
    });
  }

  private post(message: object): void {
    // The frame's origin is opaque, so it cannot be named as the target.
    this.iframe.contentWindow?.postMessage(message, '*');
  }

  /** Forgets a run and returns it, or undefined when it has already ended. */
  private finish(id: string): ActiveRun | undefined {
    const run = this.runs.get(id);
    if (!run) return undefined;
    this.runs.delete(id);
    clearTimeout(run.backstop);
    return run;
  }

  private readonly handleMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== this.iframe.contentWindow) return;
    const parsed = frameMessageSchema.safeParse(event.data);
    if (parsed.success) this.receive(parsed.data);
  };

  private receive(message: FrameMessage): void {
    switch (message.type) {
      case 'ready':
        this.state = 'ready';
        clearTimeout(this.startTimer);
        for (const id of this.runs.keys()) this.send(id);
        return;
      case 'unavailable':
        this.state = 'unavailable';
        clearTimeout(this.startTimer);
        for (const id of [...this.runs.keys()]) {
          this.finish(id)?.resolve({ status: 'error', message: RUNNER_UNAVAILABLE_MESSAGE });
        }
        return;
      case 'lines':
        this.takeLines(message.id, message.lines);
        return;
      case 'timeout':
        this.finish(message.id)?.resolve({ status: 'timeout', afterMs: message.afterMs });
        return;
      case 'capped':
        this.finish(message.id)?.resolve({ status: 'capped', afterMs: message.afterMs });
        return;
      case 'api':
        this.answerApi(message.id, message.call, message.path);
        return;
      case 'env':
        this.answerBinding(message.id, message.call, message.binding, message.payload);
        return;
      case 'done':
        this.finish(message.id)?.resolve(
          message.status === 'ok'
            ? { status: 'ok', value: message.value }
            : { status: 'error', message: message.message },
        );
    }
  }

  /** Lines for a run still going; the frame caps them already, and the page never trusts more. */
  private takeLines(id: string, lines: readonly OutputLine[]): void {
    const run = this.runs.get(id);
    if (!run || run.linesLeft === 0) return;
    const shown = lines.slice(0, run.linesLeft);
    run.linesLeft -= shown.length;
    run.request.onLines(shown);
  }

  private destroy(result: SandboxResult): void {
    this.state = 'broken';
    clearTimeout(this.startTimer);
    window.removeEventListener('message', this.handleMessage);
    this.iframe.remove();
    for (const id of [...this.runs.keys()]) this.finish(id)?.resolve(result);
  }
}

let frame: SandboxFrame | undefined;

function currentFrame(): SandboxFrame {
  if (!frame || frame.state === 'broken') frame = new SandboxFrame();
  return frame;
}

/** Starts the frame (and its spare Worker) ahead of the first run, so that run starts at once. */
export function prepareSandbox(): void {
  currentFrame();
}

/** Runs code in a fresh Worker; rejects with an AbortError when the signal aborts first. */
export function runInSandbox(request: SandboxRequest): Promise<SandboxResult> {
  if (request.signal?.aborted) {
    return Promise.reject(new DOMException(RUN_CANCELLED_MESSAGE, 'AbortError'));
  }
  return currentFrame().run(request);
}
