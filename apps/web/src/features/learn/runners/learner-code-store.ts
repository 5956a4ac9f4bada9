// The learner's code in a section's Playground, Challenge or lab exercise, kept only in the
// browser under 'learner-code:{moduleId}:{sectionId}:{runner}' so a reload never loses it.
import * as z from 'zod';
import { createStoredValue, jsonCodec, type StoredValue } from '@/lib/stored-value';

export type LearnerCodeRunner = 'playground' | 'challenge' | 'lab';

export function learnerCodeKey(
  moduleId: string,
  sectionId: string,
  runner: LearnerCodeRunner,
): string {
  return `learner-code:${moduleId}:${sectionId}:${runner}`;
}

// An object rather than bare text, so that cleared code ('') still reads as stored.
const storedCodeSchema = z.object({ code: z.string() }).nullable();
export type StoredCode = z.infer<typeof storedCodeSchema>;

const stores = new Map<string, StoredValue<StoredCode>>();

/** The code stored under `key`; missing or invalid data reads as null. */
export function learnerCodeStore(key: string): StoredValue<StoredCode> {
  let store = stores.get(key);
  if (!store) {
    store = createStoredValue(key, jsonCodec(storedCodeSchema), null);
    stores.set(key, store);
  }
  return store;
}

/** Keeps `code` when it differs from the starter; the starter itself needs no copy. */
export function storeLearnerCode(key: string, code: string, starter: string): void {
  const store = learnerCodeStore(key);
  if (code === starter) store.remove();
  else store.set({ code });
}
