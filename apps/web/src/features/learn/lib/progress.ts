// Module progress (docs/product.md#module-progress), kept only in the browser under
// 'learning-progress:{moduleId}', and the tally that also counts the module's lab exercises. A
// section is done by its work, never by a visit; the transitions are pure so that the page and
// the tests share one model.
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

/** What a module's progress counts: its done sections and its done 'In the Lab' exercises. */
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

/**
 * A move to another section ('Next Section →', '← Previous', a tab, a link or Back): it completes
 * nothing. An index outside the module stays where it was.
 */
export function goToSection(
  progress: ModuleProgress,
  index: number,
  sectionCount: number,
): ModuleProgress {
  if (index < 0 || index >= sectionCount) return progress;
  return { ...progress, currentSection: index };
}

/**
 * A section is done by the work its rule asks for (lib/section-rule.ts): its quiz passed or its
 * challenge passed, wherever the learner is; nothing un-completes it.
 */
export function completeSection(progress: ModuleProgress, index: number): ModuleProgress {
  return { ...progress, completed: withCompleted(progress, index) };
}

/** docs/product.md#states: 0 % grey, 1–99 % blue, 100 % green. */
export function progressBadgeColor(percent: number): 'gray' | 'blue' | 'green' {
  if (percent >= 100) return 'green';
  return percent > 0 ? 'blue' : 'gray';
}
