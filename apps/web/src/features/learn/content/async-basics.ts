// 'Asynchronous JavaScript Basics': the module's fields here, one file per section in
// async-basics/.
import type { LearningModule } from '../lib/module-schema';
import { asyncAwaitSection } from './async-basics/async-await';
import { concurrencyPatternsSection } from './async-basics/concurrency-patterns';
import { promisesIntroSection } from './async-basics/promises-intro';
import { syncVsAsyncSection } from './async-basics/sync-vs-async';

export const asyncBasicsModule: LearningModule = {
  id: 'async-basics',
  title: 'Asynchronous JavaScript Basics',
  description:
    'How JavaScript waits without blocking: the event loop, promises, async/await and running work concurrently. Every Worker in this dashboard is built on these ideas.',
  difficulty: 'beginner',
  duration: 30,
  topics: ['event loop', 'promises', 'async/await', 'concurrency'],
  prerequisites: [],
  sections: [
    syncVsAsyncSection,
    promisesIntroSection,
    asyncAwaitSection,
    concurrencyPatternsSection,
  ],
};
