// The modules as the hub lists them, read at build time from the front matter of each
// content/<module-id>/module.md and of its sections' section.md (no lesson text): found from the
// folders, in the order module.md's `order` gives.
import type { ModuleSummary, SectionSummary } from '../lib/module-summary';
import { moduleFields, type ModuleFrontMatter, type SectionOutline } from './section-parts';

const MODULE_FILES = import.meta.glob<ModuleFrontMatter>('./*/module.md', {
  query: '?frontmatter',
  import: 'default',
  eager: true,
});
const SECTION_OUTLINES = import.meta.glob<SectionOutline>('./*/*/section.md', {
  query: '?frontmatter=id,title,type,objectives,lab',
  import: 'default',
  eager: true,
});

export interface CatalogueEntry {
  /** './module-id', the folder of module.md */
  folder: string;
  /** module.md's front matter */
  module: ModuleFrontMatter;
}

/** Every module.md, in hub order. */
export const CATALOGUE: readonly CatalogueEntry[] = Object.entries(MODULE_FILES)
  .map(([file, module]) => ({ folder: file.replace(/\/module\.md$/, ''), module }))
  .sort((a, b) => a.module.order - b.module.order);

/** The section folders of a module, in its order: './module-id/section-id'. */
export function sectionFolders({ folder, module }: CatalogueEntry): string[] {
  return module.sections.map((sectionId) => `${folder}/${sectionId}`);
}

/** The folders that hold a section.md, listed by a module.md or not: for the tests. */
export const SECTION_FOLDERS: readonly string[] = Object.keys(SECTION_OUTLINES).map((file) =>
  file.replace(/\/section\.md$/, ''),
);

function outline(folder: string): SectionSummary {
  const section = SECTION_OUTLINES[`${folder}/section.md`];
  if (!section) throw new Error(`${folder}/section.md does not exist`);
  const { id, title, type, objectives, lab } = section;
  return {
    id,
    title,
    type,
    learningObjectives: objectives,
    ...(lab ? { labExerciseId: lab } : {}),
  };
}

export const MODULE_SUMMARIES: readonly ModuleSummary[] = CATALOGUE.map((entry) => ({
  ...moduleFields(entry.module),
  sections: sectionFolders(entry).map(outline),
}));
