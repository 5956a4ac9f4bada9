// Module progress (docs/product.md#states), kept only in the browser under
// 'learning-progress:{moduleId}'. The transitions are pure so that the page and the tests share one
// model.
import * as z from 'zod';
import { createStoredValue, jsonCodec, type StoredValue } from '@/lib/stored-value';

export interface ModuleProgress {
  currentSection: number;
  completed: readonly number[];
}

export const NO_PROGRESS: ModuleProgress = { currentSection: 0, completed: [] };

const progressSchema = z.object({
  currentSection: z.number().int().min(0),
  completed: z.array(z.number().int()).readonly(),
});

export function progressKey(moduleId: string): string {
  return `learning-progress:${moduleId}`;
}

const stores = new Map<string, StoredValue<ModuleProgress>>();

/** The stored progress of a module; missing or invalid stored data reads as no progress. */
export function progressStore(moduleId: string): StoredValue<ModuleProgress> {
  let store = stores.get(moduleId);
  if (!store) {
    store = createStoredValue(progressKey(moduleId), jsonCodec(progressSchema), NO_PROGRESS);
    stores.set(moduleId, store);
  }
  return store;
}

/** The section to show: the stored one, or the first when it is past the end. */
export function currentSectionIndex(progress: ModuleProgress, sectionCount: number): number {
  return progress.currentSection < sectionCount ? progress.currentSection : 0;
}

/** Completed sections that exist, as a share of all sections, in whole percent. */
export function progressPercent(progress: ModuleProgress, sectionCount: number): number {
  if (sectionCount <= 0) return 0;
  const done = new Set(progress.completed.filter((index) => index >= 0 && index < sectionCount));
  return Math.round((done.size / sectionCount) * 100);
}

export function isSectionComplete(progress: ModuleProgress, index: number): boolean {
  return progress.completed.includes(index);
}

function withCompleted(progress: ModuleProgress, index: number): readonly number[] {
  return progress.completed.includes(index)
    ? progress.completed
    : [...progress.completed, index].sort((a, b) => a - b);
}

/** 'Next Section': marks the current section complete and moves on unless it is the last. */
export function nextSection(progress: ModuleProgress, sectionCount: number): ModuleProgress {
  const current = currentSectionIndex(progress, sectionCount);
  return {
    currentSection: Math.min(current + 1, Math.max(0, sectionCount - 1)),
    completed: withCompleted(progress, current),
  };
}

/** '← Previous': one section back, never below the first. */
export function previousSection(progress: ModuleProgress, sectionCount: number): ModuleProgress {
  const current = currentSectionIndex(progress, sectionCount);
  return { ...progress, currentSection: Math.max(0, current - 1) };
}

/** A tab click: any section, complete or not. */
export function goToSection(progress: ModuleProgress, index: number): ModuleProgress {
  return { ...progress, currentSection: index };
}

/** 'Complete Module': marks the last section done. */
export function completeModule(progress: ModuleProgress, sectionCount: number): ModuleProgress {
  return { ...progress, completed: withCompleted(progress, sectionCount - 1) };
}

/** docs/product.md#states: 0 % grey, 1–99 % blue, 100 % green. */
export function progressBadgeColor(percent: number): 'gray' | 'blue' | 'green' {
  if (percent >= 100) return 'green';
  return percent > 0 ? 'blue' : 'gray';
}
