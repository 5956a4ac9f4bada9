// The summaries the hub lists are the modules themselves, without their lesson text: nothing in
// them can drift from the sections, and every summary's sections load as one module.
import { describe, expect, it } from 'vitest';
import { summariseModule } from '../lib/module-summary';
import { LOADABLE_MODULE_IDS, loadModule } from './module-loaders';
import { MODULE_SUMMARIES } from './module-summaries';
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

  it('refuse to load a module that does not exist', async () => {
    await expect(loadModule('no-such-module')).rejects.toThrow(
      "There is no module 'no-such-module'",
    );
  });
});
