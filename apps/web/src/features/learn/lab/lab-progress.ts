// 'In the Lab' progress, kept only in the browser under 'lab-exercises': for each exercise,
// when it was started (with what the check compares against) and whether its check passed.
// Invalid stored data reads as nothing started, silently, like module progress.
import * as z from 'zod';
import { createStoredValue, jsonCodec } from '@/lib/stored-value';

export const LAB_PROGRESS_KEY = 'lab-exercises';

const exerciseProgressSchema = z.object({
  startedAt: z.number().int().nonnegative(),
  fileCount: z.number().int().nonnegative().nullable(),
  /** When the check passed, and what it said. */
  doneAt: z.number().int().nonnegative().optional(),
  doneMessage: z.string().optional(),
});
export type ExerciseProgress = z.infer<typeof exerciseProgressSchema>;

const labProgressSchema = z.record(z.string(), exerciseProgressSchema);
export type LabProgress = z.infer<typeof labProgressSchema>;

export const labProgressStore = createStoredValue<LabProgress>(
  LAB_PROGRESS_KEY,
  jsonCodec(labProgressSchema),
  {},
);

export function withExercise(
  progress: LabProgress,
  exerciseId: string,
  exercise: ExerciseProgress,
): LabProgress {
  return { ...progress, [exerciseId]: exercise };
}
