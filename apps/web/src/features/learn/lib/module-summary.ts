// A module without its lesson text: what lists of modules need (the hub's cards, filters and
// prerequisites) and what a module page shows before its sections have loaded (header, tabs).
import type { LearningModule, Section } from './module-schema';

export type SectionSummary = Pick<Section, 'id' | 'title' | 'type' | 'learningObjectives'> & {
  /** The id of the section's 'In the Lab' exercise: the hub counts it in a module's progress. */
  labExerciseId?: string;
};

export type ModuleSummary = Omit<LearningModule, 'sections'> & {
  sections: readonly SectionSummary[];
};

export function summariseModule(learningModule: LearningModule): ModuleSummary {
  const { sections, ...fields } = learningModule;
  return {
    ...fields,
    sections: sections.map(({ id, title, type, learningObjectives, lab }) => ({
      id,
      title,
      type,
      learningObjectives,
      ...(lab ? { labExerciseId: lab.id } : {}),
    })),
  };
}
