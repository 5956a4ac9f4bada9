// A module's sections (lesson text, quizzes, challenges, visualisations) are fetched only when
// its page opens: the globs below are lazy, and the build puts each module's files in one chunk
// (apps/web/vite/lesson-markdown.ts), so the hub and a module page never carry the other
// modules' lessons.
import type { LearningModule, Section } from '../lib/module-schema';
import { CATALOGUE, sectionFolders } from './module-catalogue';
import { assembleSection, moduleFields, type SectionFiles } from './section-parts';
import { loadVisualisation } from './section-visualisations';

type Files<T> = Record<string, () => Promise<T>>;

const MARKDOWN = import.meta.glob<SectionFiles['markdown']>('./*/*/section.md', {
  query: '?lesson',
  import: 'default',
});
const TEXT = {
  example: import.meta.glob<string>('./*/*/example.js', { query: '?raw', import: 'default' }),
  challengeText: import.meta.glob<string>('./*/*/challenge.md', {
    query: '?raw',
    import: 'default',
  }),
  starter: import.meta.glob<string>('./*/*/starter.js', { query: '?raw', import: 'default' }),
  solution: import.meta.glob<string>('./*/*/solution.js', { query: '?raw', import: 'default' }),
  labExample: import.meta.glob<string>('./*/*/lab-example.js', {
    query: '?raw',
    import: 'default',
  }),
};
const DATA = {
  quiz: import.meta.glob<SectionFiles['quiz']>('./*/*/quiz.ts', { import: 'default' }),
  challenge: import.meta.glob<SectionFiles['challenge']>('./*/*/challenge.ts', {
    import: 'default',
  }),
  lab: import.meta.glob<SectionFiles['lab']>('./*/*/lab.ts', { import: 'default' }),
};

/** The ids that have a loader: every module.md's. */
export const LOADABLE_MODULE_IDS: readonly string[] = CATALOGUE.map(({ module }) => module.id);

function read<T>(files: Files<T>, path: string): Promise<T | undefined> {
  return files[path]?.() ?? Promise.resolve(undefined);
}

function file(folder: string, name: string): string {
  return `${folder}/${name}`;
}

async function loadSection(folder: string): Promise<Section> {
  const at = (name: string) => file(folder, name);
  const markdown = await read(MARKDOWN, at('section.md'));
  if (!markdown) throw new Error(`${at('section.md')} does not exist`);
  const [example, challengeText, starter, solution, labExample] = await Promise.all([
    read(TEXT.example, at('example.js')),
    read(TEXT.challengeText, at('challenge.md')),
    read(TEXT.starter, at('starter.js')),
    read(TEXT.solution, at('solution.js')),
    read(TEXT.labExample, at('lab-example.js')),
  ]);
  const [quiz, challenge, lab, visualisation] = await Promise.all([
    read(DATA.quiz, at('quiz.ts')),
    read(DATA.challenge, at('challenge.ts')),
    read(DATA.lab, at('lab.ts')),
    loadVisualisation(folder),
  ]);
  return assembleSection({
    markdown,
    example,
    challengeText,
    starter,
    solution,
    labExample,
    quiz,
    challenge,
    lab,
    visualisation,
  });
}

const loaded = new Map<string, Promise<LearningModule>>();

/** The whole module, sections included; rejects when the chunk cannot be fetched. */
export function loadModule(id: string): Promise<LearningModule> {
  const entry = CATALOGUE.find(({ module }) => module.id === id);
  if (!entry) return Promise.reject(new Error(`There is no module '${id}'`));
  const cached = loaded.get(id);
  if (cached) return cached;
  const loading = Promise.all(sectionFolders(entry).map(loadSection)).then(
    (sections): LearningModule => ({ ...moduleFields(entry.module), sections }),
  );
  loaded.set(id, loading);
  loading.catch(() => loaded.delete(id));
  return loading;
}
