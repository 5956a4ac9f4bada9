// Runs the real Worker source (runtime and formatter, as shipped) in a bare Node vm context,
// as the browser runs it in a Worker. Tests of the runtime and of the lesson content use it;
// it can only work if the Worker's source is self-contained.
import { runInNewContext } from 'node:vm';
import type { OutputLine } from './frame-messages';
import { buildWorkerSource } from './sandbox-sources';
import type { WorkerMessage } from './worker-runtime';

export interface VmRun {
  lines: OutputLine[];
  batches: number;
  done: WorkerMessage;
  /** Every message the runtime sent, in order. */
  messages: WorkerMessage[];
}

/** Like a MessagePort, postMessage is on the prototype, where learner code can patch it. */
export class FakeMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(private readonly receive: (message: WorkerMessage) => void) {}
  postMessage(message: WorkerMessage) {
    this.receive(message);
  }
  /** What the frame would pass on from the page: an answer to an api.get call. */
  answer(data: unknown) {
    this.onmessage?.({ data });
  }
}

export interface VmRunOptions {
  wantValue?: boolean;
  /** Called with each api.get the code makes, and the port to answer it on. */
  onApi?: (message: Extract<WorkerMessage, { type: 'api' }>, port: FakeMessagePort) => void;
}

export function runInVm(code: string, options: VmRunOptions = {}): Promise<VmRun> {
  const { wantValue = false, onApi } = options;
  return new Promise((resolve) => {
    const lines: OutputLine[] = [];
    const messages: WorkerMessage[] = [];
    let batches = 0;
    const port: FakeMessagePort = new FakeMessagePort((message) => {
      messages.push(message);
      if (message.type === 'lines') {
        batches += 1;
        lines.push(...message.lines);
      } else if (message.type === 'api') {
        onApi?.(message, port);
      } else {
        resolve({ lines, batches, done: message, messages });
      }
    });
    // Like a Worker's global scope: `self` is the global, and nothing of the page exists.
    const scope: Record<string, unknown> = {
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      queueMicrotask,
      performance,
      structuredClone,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      URL,
      URLSearchParams,
      crypto,
      console: {},
      addEventListener: () => undefined,
      onmessage: null,
      MessagePort: FakeMessagePort,
    };
    scope.self = scope;
    runInNewContext(buildWorkerSource(), scope);
    const { onmessage } = scope;
    if (typeof onmessage !== 'function') throw new Error('the runtime did not listen for a run');
    onmessage({ data: { code, wantValue, port } });
  });
}
