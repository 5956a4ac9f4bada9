import { useStoredValue } from '@/hooks/use-stored-value';
import { progressStore, type ModuleProgress } from '../lib/progress';

/** A module's stored progress and its setter; every view of the module sees each change. */
export function useModuleProgress(
  moduleId: string,
): [ModuleProgress, (next: ModuleProgress) => void] {
  return useStoredValue(progressStore(moduleId));
}
