// One exercise's state: started (with its starting point), checking, and the check's answer.
// Progress lives in the browser (lab-progress.ts), so a passed exercise stays done.
import { useState } from 'react';
import { useLabExtras } from '@/components/lab-extras';
import { useStoredValue } from '@/hooks/use-stored-value';
import type { LabExercise } from '../lib/module-schema';
import { activateLab, updateActiveLab } from './active-lab';
import { LAB_CHECKS, type CheckResult } from './lab-checks';
import { labProgressStore, withExercise } from './lab-progress';
import { learnerFileCount, readLabApi, type LabRead } from './read-lab-api';

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'answered'; result: CheckResult }
  | { status: 'failed'; message: string };

/**
 * `moduleId` is the module the exercise belongs to: starting the exercise there makes it the
 * active one, which the docked lab panel then follows (active-lab.ts).
 */
export function useLabExercise(
  exercise: LabExercise,
  moduleId: string | undefined,
  read: LabRead = readLabApi,
) {
  const [progress, setProgress] = useStoredValue(labProgressStore);
  const [starting, setStarting] = useState(false);
  const [check, setCheck] = useState<CheckState>({ status: 'idle' });
  const saved = progress[exercise.id];
  const { onCheck } = useLabExtras();

  async function start() {
    setStarting(true);
    setCheck({ status: 'idle' });
    const startedAt = Date.now();
    const fileCount = await learnerFileCount(read).catch(() => null);
    setProgress(withExercise(labProgressStore.get(), exercise.id, { startedAt, fileCount }));
    if (moduleId !== undefined) activateLab(moduleId, exercise.id, exercise.steps);
    setStarting(false);
  }

  async function runCheck() {
    if (!saved) return;
    setCheck({ status: 'checking' });
    try {
      const result = await LAB_CHECKS[exercise.check]({ read, start: saved });
      setCheck({ status: 'answered', result });
      onCheck?.(exercise.id, result.done);
      if (result.done) {
        const doneAt = Date.now();
        const current = labProgressStore.get()[exercise.id] ?? saved;
        setProgress(
          withExercise(labProgressStore.get(), exercise.id, {
            ...current,
            doneAt,
            doneMessage: result.message,
          }),
        );
        // Every step is behind the learner now: the panel's 'Step N of M' says so.
        updateActiveLab(exercise.id, { step: exercise.steps.length - 1 });
      }
    } catch (error) {
      setCheck({
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return { saved, starting, check, start, runCheck };
}
