// A module's sections (lesson text, quizzes, challenges, visualisations) are fetched only when
// its page opens: each dynamic import below is one chunk, so the hub and a module page never
// carry the other modules' lessons.
import type { LearningModule } from '../lib/module-schema';

const LOADERS: Readonly<Record<string, () => Promise<LearningModule>>> = {
  'async-basics': () => import('./async-basics').then((m) => m.asyncBasicsModule),
  'microservices-intro': () =>
    import('./microservices-intro').then((m) => m.microservicesIntroModule),
  'error-handling': () => import('./error-handling').then((m) => m.errorHandlingModule),
  'cloudflare-workers': () => import('./cloudflare-workers').then((m) => m.cloudflareWorkersModule),
  'r2-storage': () => import('./r2-storage').then((m) => m.r2StorageModule),
};

/** The ids that have a loader; module-summaries.test.ts checks they are the summaries' ids. */
export const LOADABLE_MODULE_IDS: readonly string[] = Object.keys(LOADERS);

/** The whole module, sections included; rejects when the chunk cannot be fetched. */
export function loadModule(id: string): Promise<LearningModule> {
  const load = LOADERS[id];
  return load ? load() : Promise.reject(new Error(`There is no module '${id}'`));
}
