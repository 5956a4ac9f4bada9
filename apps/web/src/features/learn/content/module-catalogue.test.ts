// The summaries the hub lists are derived from the same files as the modules, without their
// lesson text: nothing in them can drift from the sections, and every summary's sections load as
// one module.
import { describe, expect, it } from 'vitest';
import { summariseModule } from '../lib/module-summary';
import { MODULE_SUMMARIES, SECTION_FOLDERS } from './module-catalogue';
import { LOADABLE_MODULE_IDS, loadModule } from './module-loaders';
import { MODULES } from './modules';

describe('module summaries', () => {
  it('are every module in hub order, with each section id, title and objectives', () => {
    expect(MODULE_SUMMARIES).toEqual(MODULES.map(summariseModule));
  });

  it('each load the module of the same id, sections included', async () => {
    expect(LOADABLE_MODULE_IDS).toEqual(MODULE_SUMMARIES.map((summary) => summary.id));
    for (const [index, summary] of MODULE_SUMMARIES.entries()) {
      expect(await loadModule(summary.id)).toBe(MODULES[index]);
    }
  });

  it('leave out the lesson text', () => {
    const fields = MODULE_SUMMARIES.flatMap((summary) =>
      summary.sections.flatMap((section) => Object.keys(section)),
    );
    expect(new Set(fields)).toEqual(
      new Set(['id', 'title', 'type', 'learningObjectives', 'labExerciseId']),
    );
  });

  it('list every section folder in its module.md', () => {
    const listed = MODULE_SUMMARIES.flatMap((summary) =>
      summary.sections.map((section) => `./${summary.id}/${section.id}`),
    );
    expect([...SECTION_FOLDERS].sort()).toEqual([...listed].sort());
  });

  it('refuse to load a module that does not exist', async () => {
    await expect(loadModule('no-such-module')).rejects.toThrow(
      "There is no module 'no-such-module'",
    );
  });
});
