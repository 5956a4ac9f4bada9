// One sandbox Worker on a thread of its own (frame-worker.test-utils.ts): the Worker's script,
// as shipped, in a bare vm context with what a Worker's global scope has, so a run stuck in a
// loop blocks only this thread, as in the browser. It says when it is ready, as a spare Worker
// in the browser is long before its run; the frame's run message arrives once.
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';

const scope = {
  setTimeout,
  clearTimeout,
  setInterval,
  clearInterval,
  queueMicrotask,
  performance,
  structuredClone,
  crypto,
  console: {},
  addEventListener: () => undefined,
  onmessage: null,
};
scope.self = scope;
runInNewContext(workerData.source, scope);
parentPort?.once('message', (request) => scope.onmessage?.({ data: request }));
parentPort?.postMessage('ready');
