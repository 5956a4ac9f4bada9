// One consumer challenge's run as the page follows it: the run made on the server from the
// learner's code, the host feeding the handler its batches, the run's deliveries read as they
// happen, and the server's verdict once the queue has drained. Plugging in again, Reset or
// leaving the page cancels the run going on.
import type { ChallengeId, RunStatus } from '@repo/contracts/lab-challenges';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import type { OutputLine } from '../sandbox/frame-messages';
import { prepareSandbox } from '../sandbox/sandbox-frame';
import { getRunStatus, runCalls, startRun } from './consumer-api';
import type { ConsumerSettings } from './consumer-config';
import { hostRun } from './consumer-host';

/** How often the page reads the run's deliveries while it goes on, and past its end. */
const STATUS_POLL_MS = 1_000;
/** How long past its deadline the page waits for the server's verdict. */
const VERDICT_GRACE_MS = 10_000;
/** The most of the handler's output the page keeps: the newest lines. */
const MAX_LINES = 500;

export type ConsumerRunState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; delivered: number; status: RunStatus | undefined }
  /** The host is done (drained, or stopped the handler): the server's verdict is awaited. */
  | { phase: 'judging'; delivered: number; status: RunStatus | undefined }
  | { phase: 'done'; status: RunStatus }
  /** The run could not start or go on: the code was refused, or a call failed. */
  | { phase: 'error'; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useConsumerRun(challengeId: ChallengeId, onPassed: (() => void) | undefined) {
  const [state, setState] = useState<ConsumerRunState>({ phase: 'idle' });
  const [lines, setLines] = useState<readonly OutputLine[]>([]);
  const current = useRef<AbortController | null>(null);
  const passed = useRef(onPassed);
  useEffect(() => {
    passed.current = onPassed;
  }, [onPassed]);

  useEffect(() => {
    prepareSandbox();
    return () => current.current?.abort();
  }, []);

  async function follow(
    code: string,
    settings: ConsumerSettings,
    signal: AbortSignal,
  ): Promise<void> {
    const run = await startRun(challengeId, code);
    if (signal.aborted) return;
    let delivered = 0;
    let status: RunStatus | undefined;
    // Whether the host is done with the run, and the page waits for the verdict.
    const host = { done: false };
    const show = () => {
      if (!signal.aborted)
        setState({ phase: host.done ? 'judging' : 'running', delivered, status });
    };
    show();
    // The deliveries, read while the host works; after it, the loop below reads the verdict.
    const readDeliveries = async () => {
      while (!signal.aborted && !host.done) {
        await sleep(STATUS_POLL_MS);
        const read = await getRunStatus(challengeId, run.id, signal).catch(() => status);
        if (host.done) return;
        status = read;
        show();
      }
    };
    void readDeliveries();
    const end = await hostRun(
      run.body,
      runCalls(challengeId, run.id),
      {
        onLines: (batch) => setLines((shown) => [...shown, ...batch].slice(-MAX_LINES)),
        onBatch: (size) => {
          delivered += size;
          show();
        },
      },
      signal,
      settings,
    );
    host.done = true;
    if (end.how === 'cancelled') return;
    show();
    const giveUp = Date.parse(run.deadline) + VERDICT_GRACE_MS;
    let verdict = await getRunStatus(challengeId, run.id, signal);
    while (verdict.state === 'running' && Date.now() < giveUp && !signal.aborted) {
      await sleep(STATUS_POLL_MS);
      verdict = await getRunStatus(challengeId, run.id, signal);
    }
    if (signal.aborted) return;
    setState({ phase: 'done', status: verdict });
    if (verdict.state === 'passed') passed.current?.();
  }

  function plugIn(code: string, settings: ConsumerSettings): void {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLines([]);
    setState({ phase: 'starting' });
    follow(code, settings, controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: 'error', message: errorMessage(error) });
      })
      .finally(() => {
        if (current.current === controller) current.current = null;
        controller.abort();
      });
  }

  function reset(): void {
    current.current?.abort();
    current.current = null;
    setLines([]);
    setState({ phase: 'idle' });
  }

  const running =
    state.phase === 'starting' || state.phase === 'running' || state.phase === 'judging';
  return { state, lines, running, plugIn, reset };
}
