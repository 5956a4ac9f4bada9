// Every module with all its sections, in hub order: what the content tests check. The app does
// not import this: it lists modules from module-catalogue.ts and loads one module's sections at
// a time through module-loaders.ts.
import type { LearningModule } from '../lib/module-schema';
import { LOADABLE_MODULE_IDS, loadModule } from './module-loaders';

export const MODULES: readonly LearningModule[] = await Promise.all(
  LOADABLE_MODULE_IDS.map(loadModule),
);
