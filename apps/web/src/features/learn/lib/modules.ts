// The catalogue as lists show it (summaries, without the lesson text) and the hub's filters over
// it, derived from the lesson files' front matter. A module's sections are loaded on its own page
// (content/module-loaders.ts).
import { MODULE_SUMMARIES } from '../content/module-catalogue';
import type { Difficulty } from './module-schema';
import type { ModuleSummary } from './module-summary';

export { MODULE_SUMMARIES };

export function findModule(id: string): ModuleSummary | undefined {
  return MODULE_SUMMARIES.find((summary) => summary.id === id);
}

/** Every topic of the given modules, once each, sorted. */
export function allTopics(modules: readonly ModuleSummary[]): string[] {
  return [...new Set(modules.flatMap((learningModule) => learningModule.topics))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
}

export interface ModuleFilters {
  query: string;
  difficulty: Difficulty | undefined;
  topic: string | undefined;
}

/**
 * The modules matching every filter: the query (case-insensitive) in the title, the
 * description or a topic; the difficulty; the topic.
 */
export function filterModules<T extends ModuleSummary>(
  modules: readonly T[],
  { query, difficulty, topic }: ModuleFilters,
): T[] {
  const needle = query.trim().toLowerCase();
  return modules.filter(
    (learningModule) =>
      (difficulty === undefined || learningModule.difficulty === difficulty) &&
      (topic === undefined || learningModule.topics.includes(topic)) &&
      (needle === '' ||
        [learningModule.title, learningModule.description, ...learningModule.topics].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

export function difficultyLabel(difficulty: Difficulty): string {
  return difficulty.charAt(0).toUpperCase() + difficulty.slice(1);
}
