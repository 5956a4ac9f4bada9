// Runs the real Worker source (runtime and formatter, as shipped) in a bare Node vm context,
// as the browser runs it in a Worker. The runtime's tests and the lesson content's tests use
// it; it can only work if the Worker's script is self-contained, as a classic script must be.
import { runInNewContext } from 'node:vm';
import type { OutputLine } from './frame-messages';
import { buildWorkerSource } from './sandbox-sources';
import type { WorkerMessage } from './worker-runtime';

export interface VmRun {
  lines: OutputLine[];
  batches: number;
  done: WorkerMessage;
  /** The api calls the run posted, in order. */
  apiCalls: WorkerMessage[];
  /** 'api', 'answer' and 'done', in the order they happened. */
  events: string[];
  /** The stamps of the beats the runtime sent while the run was on. */
  beats: number[];
}

/** Answers one api call as the frame would, with what the page read. */
export type ApiResponder = (
  call: { call: number; path: string },
  answer: (result: { ok: true; value: unknown } | { ok: false; message: string }) => void,
) => void;

/**
 * Like a MessagePort, postMessage is on the prototype, where learner code can patch it; the
 * runtime listens for the frame's answers on onmessage.
 */
class FakeMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(private readonly receive: (message: WorkerMessage) => void) {}
  postMessage(message: WorkerMessage) {
    this.receive(message);
  }
  /** What the frame posts to the run: it arrives as a message event, never at once. */
  deliver(data: unknown) {
    setTimeout(() => this.onmessage?.({ data }), 0);
  }
}

export function runInVm(
  code: string,
  wantValue = false,
  respond?: ApiResponder,
  test?: string,
): Promise<VmRun> {
  return new Promise((resolve) => {
    const lines: OutputLine[] = [];
    const apiCalls: WorkerMessage[] = [];
    const events: string[] = [];
    const beats: number[] = [];
    let batches = 0;
    // A class of this run's own: learner code that patches its prototype patches no other run's.
    class RunPort extends FakeMessagePort {}
    const port: FakeMessagePort = new RunPort((message) => {
      if (message.type === 'beat') {
        beats.push(message.at);
      } else if (message.type === 'lines') {
        batches += 1;
        lines.push(...message.lines);
      } else if (message.type === 'api') {
        apiCalls.push(message);
        events.push('api');
        respond?.(message, (result) => {
          events.push('answer');
          port.deliver({ type: 'api-result', call: message.call, ...result });
        });
      } else {
        events.push('done');
        resolve({ lines, batches, done: message, apiCalls, events, beats });
      }
    });
    // Like a Worker's global scope: `self` is the global, and nothing of the page exists.
    const scope: Record<string, unknown> = {
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      // What a Worker has besides, that lesson examples use.
      queueMicrotask,
      performance,
      structuredClone,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      crypto,
      URL,
      URLSearchParams,
      console: {},
      addEventListener: () => undefined,
      onmessage: null,
      MessagePort: RunPort,
    };
    scope.self = scope;
    runInNewContext(buildWorkerSource(), scope);
    const { onmessage } = scope;
    if (typeof onmessage !== 'function') throw new Error('the runtime did not listen for a run');
    onmessage({ data: { code, wantValue, port, ...(test === undefined ? {} : { test }) } });
  });
}
