// The script of the hidden sandbox iframe (opaque origin, scripts only). It starts one fresh
// Worker per run, keeps a spare one warm, stops a run at its limit by terminating its Worker,
// and relays the Worker's messages to the page. The frame's document is built from
// frameMain.toString(), so it must not refer to anything outside itself.

export interface FrameSettings {
  workerName: string;
  runnerFailed: string;
}

interface FrameRun {
  worker: Worker;
  port: MessagePort;
  timer: ReturnType<typeof setTimeout>;
}

export function frameMain(win: Window, workerSource: string, settings: FrameSettings): void {
  const parent = win.parent;
  // The page's origin is not ours to know for sure and ours is opaque, hence '*'; nothing
  // secret ever travels in these messages.
  const post = (message: object) => parent.postMessage(message, '*');

  if (typeof Worker !== 'function' || typeof MessageChannel !== 'function') {
    post({ type: 'unavailable' });
    return;
  }

  const workerUrl = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const runs = new Map<string, FrameRun>();
  const newWorker = () => new Worker(workerUrl, { name: settings.workerName });
  let spare: Worker | undefined = newWorker();

  function end(id: string): boolean {
    const run = runs.get(id);
    if (!run) return false;
    runs.delete(id);
    clearTimeout(run.timer);
    run.port.close();
    run.worker.terminate();
    // Warm the next run's Worker now that this run no longer competes for the CPU.
    spare ??= newWorker();
    return true;
  }

  function start(id: string, code: string, wantValue: boolean, timeoutMs: number): void {
    if (runs.has(id)) return;
    const worker = spare ?? newWorker();
    spare = undefined;
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      if (end(id)) post({ type: 'timeout', id });
    }, timeoutMs);
    runs.set(id, { worker, port: channel.port1, timer });

    channel.port1.onmessage = (event) => {
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || !runs.has(id)) return;
      post({ ...data, id });
      if ('type' in data && data.type === 'done') end(id);
    };
    worker.onerror = (event) => {
      // The runtime reports the learner's errors itself; this is the Worker failing to start.
      event.preventDefault();
      if (end(id)) post({ type: 'done', id, status: 'error', message: settings.runnerFailed });
    };
    worker.postMessage({ code, wantValue, port: channel.port2 }, [channel.port2]);
  }

  win.addEventListener('message', (event) => {
    if (event.source !== parent) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || !('type' in data) || !('id' in data)) return;
    const id = String(data.id);
    if (data.type === 'cancel') {
      end(id);
    } else if (data.type === 'run' && 'code' in data && 'timeoutMs' in data) {
      start(
        id,
        String(data.code),
        'wantValue' in data && data.wantValue === true,
        Number(data.timeoutMs),
      );
    }
  });
  post({ type: 'ready' });
}
