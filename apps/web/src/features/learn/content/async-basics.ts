// 'Asynchronous JavaScript Basics': its fields are its summary (module-summaries.ts), one file
// per section in async-basics/.
import type { LearningModule } from '../lib/module-schema';
import { asyncBasicsSummary } from './module-summaries';
import { asyncAwaitSection } from './async-basics/async-await';
import { concurrencyPatternsSection } from './async-basics/concurrency-patterns';
import { promisesIntroSection } from './async-basics/promises-intro';
import { syncVsAsyncSection } from './async-basics/sync-vs-async';

export const asyncBasicsModule: LearningModule = {
  ...asyncBasicsSummary,
  sections: [
    syncVsAsyncSection,
    promisesIntroSection,
    asyncAwaitSection,
    concurrencyPatternsSection,
  ],
};
