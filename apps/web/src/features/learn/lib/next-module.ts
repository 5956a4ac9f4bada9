// Which module 'Complete Module' offers next: learning follows the prerequisites, so a module
// they now allow comes first; the hub's order breaks ties and fills in when none is ready.
import type { ModuleSummary } from './module-summary';

export interface NextModule {
  module: ModuleSummary;
  /** Every prerequisite of `module` is complete; otherwise it is merely the next unfinished one. */
  ready: boolean;
}

/**
 * The first module after `currentId` in hub order (wrapping round) that is not complete and whose
 * prerequisites all are; failing that, the first that is not complete; undefined when every other
 * module is complete.
 */
export function nextModule(
  modules: readonly ModuleSummary[],
  currentId: string,
  isComplete: (moduleId: string) => boolean,
): NextModule | undefined {
  const at = modules.findIndex((candidate) => candidate.id === currentId);
  const after = [...modules.slice(at + 1), ...modules.slice(0, Math.max(at, 0))];
  const open = after.filter((candidate) => !isComplete(candidate.id));
  const ready = open.find((candidate) => candidate.prerequisites.every(isComplete));
  if (ready) return { module: ready, ready: true };
  const first = open[0];
  return first ? { module: first, ready: false } : undefined;
}
