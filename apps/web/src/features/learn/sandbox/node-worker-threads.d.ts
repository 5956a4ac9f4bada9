// The runner's threads test (frame-worker.test-utils.ts) starts each sandbox Worker on a Node
// worker thread. The web app has no Node types, so this declares the little it uses.
declare module 'node:worker_threads' {
  export class Worker {
    constructor(script: URL, options: { workerData: unknown });
    postMessage(message: unknown, transfer: readonly unknown[]): void;
    terminate(): Promise<number>;
    once(event: 'message', listener: (value: unknown) => void): this;
  }
  /** Passed to the frame as its MessageChannel; the frame's script only creates it. */
  export const MessageChannel: new () => unknown;
}
