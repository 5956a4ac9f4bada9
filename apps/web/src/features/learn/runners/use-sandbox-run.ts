// One run at a time in the sandbox, for the Playground and the Challenge: the sandbox warms up
// while the learner reads, a second start while one runs is ignored, and Reset or leaving the
// page cancels the run still going.
import { useEffect, useRef, useState } from 'react';
import { prepareSandbox } from '../sandbox/sandbox-frame';

export function useSandboxRun() {
  const [running, setRunning] = useState(false);
  const runRef = useRef<AbortController | null>(null);

  useEffect(() => {
    prepareSandbox();
    return () => {
      runRef.current?.abort();
      runRef.current = null;
    };
  }, []);

  /** Starts `work` unless a run is going; `onDone` gets its result unless it was cancelled. */
  async function start<T>(
    work: (signal: AbortSignal) => Promise<T>,
    onDone: (result: T) => void,
  ): Promise<void> {
    if (runRef.current) return;
    const controller = new AbortController();
    runRef.current = controller;
    setRunning(true);
    try {
      const result = await work(controller.signal);
      if (runRef.current === controller) onDone(result);
    } catch (error) {
      // The sandbox rejects only a cancelled run, and then no one is waiting for it.
      if (!controller.signal.aborted) throw error;
    } finally {
      if (runRef.current === controller) {
        runRef.current = null;
        setRunning(false);
      }
    }
  }

  function cancel() {
    runRef.current?.abort();
    runRef.current = null;
    setRunning(false);
  }

  return { running, start, cancel };
}
