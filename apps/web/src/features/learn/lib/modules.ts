// The catalogue of lesson modules. Empty until the lesson engine adds content.

export interface LearningModule {
  id: string;
  title: string;
  description: string;
}

const MODULES: readonly LearningModule[] = [];

export function findModule(id: string): LearningModule | undefined {
  return MODULES.find((module) => module.id === id);
}
