// The catalogue of lesson modules and the hub's filters over it.
import { MODULES } from '../content/modules';
import type { Difficulty, LearningModule } from './module-schema';

export { MODULES };

export function findModule(id: string): LearningModule | undefined {
  return MODULES.find((learningModule) => learningModule.id === id);
}

/** Every topic of the given modules, once each, sorted. */
export function allTopics(modules: readonly LearningModule[]): string[] {
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
export function filterModules(
  modules: readonly LearningModule[],
  { query, difficulty, topic }: ModuleFilters,
): LearningModule[] {
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
