// Module progress (docs/product.md#module-progress), kept only in the browser under
// 'learning-progress:{moduleId}', and the tally that also counts the module's lab exercise. The
// transitions are pure so that the page and the tests share one model.
import * as z from 'zod';
import { createStoredValue, jsonCodec, type StoredValue } from '@/lib/stored-value';
import type { SectionSummary } from './module-summary';

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

/** How many of the completed indexes are sections that exist, each counted once. */
export function completedSectionCount(progress: ModuleProgress, sectionCount: number): number {
  return new Set(progress.completed.filter((index) => index >= 0 && index < sectionCount)).size;
}

/** What a module's progress counts: its completed sections and its done 'In the Lab' exercises. */
export interface ModuleTally {
  sectionsDone: number;
  sectionCount: number;
  labsDone: number;
  labCount: number;
}

/** The tally of a module whose sections name their lab exercises (`labExerciseId`). */
export function moduleTally(
  sections: readonly SectionSummary[],
  progress: ModuleProgress,
  isLabDone: (exerciseId: string) => boolean,
): ModuleTally {
  const labIds = sections.flatMap((section) =>
    section.labExerciseId === undefined ? [] : [section.labExerciseId],
  );
  return {
    sectionsDone: completedSectionCount(progress, sections.length),
    sectionCount: sections.length,
    labsDone: labIds.filter(isLabDone).length,
    labCount: labIds.length,
  };
}

/** (Completed sections + done lab exercises) ÷ (sections + lab exercises), in whole percent. */
export function tallyPercent(tally: ModuleTally): number {
  const total = tally.sectionCount + tally.labCount;
  if (total <= 0) return 0;
  return Math.round(((tally.sectionsDone + tally.labsDone) / total) * 100);
}

/** A module is complete when everything its progress counts is done: 100 %. */
export function isTallyComplete(tally: ModuleTally): boolean {
  return tally.sectionCount + tally.labCount > 0 && tallyPercent(tally) === 100;
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

/** A link to a section, or 'Go to Section 1': moves there, completing nothing. */
export function goToSection(progress: ModuleProgress, index: number): ModuleProgress {
  return { ...progress, currentSection: index };
}

/**
 * A tab click from the current section: a later tab completes the section the learner leaves, as
 * 'Next Section' would; an earlier one completes nothing and never un-completes.
 */
export function tabToSection(progress: ModuleProgress, index: number): ModuleProgress {
  return {
    currentSection: index,
    completed:
      index > progress.currentSection
        ? withCompleted(progress, progress.currentSection)
        : progress.completed,
  };
}

/** A passed challenge completes its section, wherever the learner is. */
export function completeSection(progress: ModuleProgress, index: number): ModuleProgress {
  return { ...progress, completed: withCompleted(progress, index) };
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
