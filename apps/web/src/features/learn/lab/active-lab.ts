// The exercise the learner is doing now, kept in the browser under 'lab-active' so the docked
// lab panel follows them to every page and survives a reload: which exercise (by module, since a
// module's chunk holds its exercises), the step they are on, and whether the panel is folded.
// Invalid stored data reads as no exercise, silently, like the rest of the learner's progress.
import * as z from 'zod';
import { createStoredValue, jsonCodec } from '@/lib/stored-value';

export const ACTIVE_LAB_KEY = 'lab-active';

const activeLabSchema = z.object({
  moduleId: z.string().min(1),
  exerciseId: z.string().min(1),
  /** The step the learner is on, from 0. */
  step: z.number().int().nonnegative(),
  collapsed: z.boolean(),
});
export type ActiveLab = z.infer<typeof activeLabSchema>;

export const activeLabStore = createStoredValue<ActiveLab | null>(
  ACTIVE_LAB_KEY,
  jsonCodec(activeLabSchema.nullable()),
  null,
);

/** The step to start on: past a first step that only says to press 'Start exercise'. */
export function firstStep(steps: readonly string[]): number {
  return steps.length > 1 && /Start exercise/.test(steps[0] ?? '') ? 1 : 0;
}

/** `step` kept within the exercise's steps. */
export function clampStep(step: number, stepCount: number): number {
  return Math.min(Math.max(0, step), Math.max(0, stepCount - 1));
}

export function activateLab(moduleId: string, exerciseId: string, steps: readonly string[]) {
  activeLabStore.set({ moduleId, exerciseId, step: firstStep(steps), collapsed: false });
}

/** Changes the active exercise, if it is still the one `exerciseId` names. */
export function updateActiveLab(exerciseId: string, change: Partial<Omit<ActiveLab, 'moduleId'>>) {
  const active = activeLabStore.get();
  if (active?.exerciseId !== exerciseId) return;
  activeLabStore.set({ ...active, ...change });
}

export function stopActiveLab() {
  activeLabStore.remove();
}
