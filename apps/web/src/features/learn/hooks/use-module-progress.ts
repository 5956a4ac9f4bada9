// Module progress as the pages use it: the stored sections, the lab exercises done, and the
// completion of every module, each kept up to date as any of them changes.
import { useMemo, useSyncExternalStore } from 'react';
import { useStoredValue } from '@/hooks/use-stored-value';
import { labProgressStore, type LabProgress } from '../lab/lab-progress';
import type { ModuleSummary } from '../lib/module-summary';
import { findModule, MODULE_SUMMARIES } from '../lib/modules';
import {
  completeSection,
  isSectionComplete,
  isTallyComplete,
  moduleTally,
  progressStore,
  type ModuleProgress,
  type ModuleTally,
} from '../lib/progress';

/** A module's stored progress and its setter; every view of the module sees each change. */
export function useModuleProgress(
  moduleId: string,
): [ModuleProgress, (next: ModuleProgress) => void] {
  return useStoredValue(progressStore(moduleId));
}

// An exercise is done once its Check passed (lab/lab-progress.ts).
const labDoneIn = (lab: LabProgress) => (exerciseId: string) =>
  lab[exerciseId]?.doneAt !== undefined;

/** A module's progress, its setter, and the tally of its sections and lab exercise. */
export function useModuleTally(summary: ModuleSummary): {
  progress: ModuleProgress;
  setProgress: (next: ModuleProgress) => void;
  tally: ModuleTally;
} {
  const [progress, setProgress] = useModuleProgress(summary.id);
  const [lab] = useStoredValue(labProgressStore);
  return { progress, setProgress, tally: moduleTally(summary.sections, progress, labDoneIn(lab)) };
}

function subscribeToAll(onChange: () => void): () => void {
  const stores = [labProgressStore, ...MODULE_SUMMARIES.map(({ id }) => progressStore(id))];
  const unsubscribes = stores.map((store) => store.subscribe(onChange));
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

// A string, so that the snapshot stays equal while nothing changed (useSyncExternalStore).
function completeIdsSnapshot(): string {
  const isLabDone = labDoneIn(labProgressStore.get());
  return MODULE_SUMMARIES.filter(({ id, sections }) =>
    isTallyComplete(moduleTally(sections, progressStore(id).get(), isLabDone)),
  )
    .map(({ id }) => id)
    .join('\n');
}

/** The ids of the modules that are complete (100 %). */
export function useCompleteModuleIds(): readonly string[] {
  const joined = useSyncExternalStore(subscribeToAll, completeIdsSnapshot, completeIdsSnapshot);
  return useMemo(() => (joined === '' ? [] : joined.split('\n')), [joined]);
}

/** A passed challenge completes its section in the module's stored progress. */
export function markSectionComplete(moduleId: string, sectionId: string): void {
  const index = findModule(moduleId)?.sections.findIndex(({ id }) => id === sectionId) ?? -1;
  if (index < 0) return;
  const store = progressStore(moduleId);
  store.set(completeSection(store.get(), index));
}

const NO_CHANGES = () => () => {};
const NOT_COMPLETE = () => false;

/** Whether a section is complete in its module's stored progress; outside a module, false. */
export function useSectionComplete(moduleId: string | undefined, sectionId: string): boolean {
  const index =
    moduleId === undefined
      ? -1
      : (findModule(moduleId)?.sections.findIndex(({ id }) => id === sectionId) ?? -1);
  const store = moduleId === undefined || index < 0 ? undefined : progressStore(moduleId);
  const read = store ? () => isSectionComplete(store.get(), index) : NOT_COMPLETE;
  return useSyncExternalStore(store ? store.subscribe : NO_CHANGES, read, read);
}
