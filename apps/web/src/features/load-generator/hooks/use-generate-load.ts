// One Generate load run at a time: starts it, reports its progress, cancels it, and aborts it
// when the card goes away.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createUploadSender } from '../api/send-load-upload';
import { sendLoadSearch } from '../api/send-load-search';
import type { LoadPlan } from '../lib/load-plan';
import { initialProgress, runLoad, type LoadProgress } from '../lib/run-load';

export const LOAD_RUN_MUTATION_KEY = ['load-generator', 'run'] as const;

interface RunVariables {
  plan: LoadPlan;
  signal: AbortSignal;
}

function runPlan({ plan, signal }: RunVariables, onProgress: (progress: LoadProgress) => void) {
  const send = plan.kind === 'uploads' ? createUploadSender(Date.now()) : sendLoadSearch;
  return runLoad(plan, { send, signal, onProgress });
}

export function useGenerateLoad(onFinished?: () => void) {
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const run = useMutation({
    mutationKey: LOAD_RUN_MUTATION_KEY,
    mutationFn: (variables: RunVariables) => runPlan(variables, setProgress),
    onSettled: () => onFinished?.(),
  });

  useEffect(() => () => controller.current?.abort(), []);

  function start(plan: LoadPlan) {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    setProgress(initialProgress(plan));
    run.mutate({ plan, signal: next.signal });
  }

  function cancel() {
    controller.current?.abort();
  }

  return {
    start,
    cancel,
    running: run.isPending,
    /** The current or last run's plan. */
    plan: run.variables?.plan ?? null,
    progress,
    /** How the last run ended, once it has. */
    summary: run.data ?? null,
  };
}
