// The error-handling module: where errors go in asynchronous code, and how to retry safely.
// Each section lives in its own file under error-handling/.
import type { LearningModule } from '../lib/module-schema';
import { asyncAwaitErrorsSection } from './error-handling/async-await-errors';
import { promiseErrorsSection } from './error-handling/promise-errors';

export const errorHandlingModule: LearningModule = {
  id: 'error-handling',
  title: 'Error Handling in Async Code',
  description:
    'Where errors go in asynchronous code and how to deal with them: rejections in promise chains, try/catch with await, timeouts, retrying transient failures with backoff and jitter without doing anything twice, and what a queue does with a message that keeps failing.',
  difficulty: 'intermediate',
  duration: 35,
  topics: ['error handling', 'promises', 'async/await', 'retries', 'dead-letter queues'],
  prerequisites: ['async-basics'],
  sections: [promiseErrorsSection, asyncAwaitErrorsSection],
};
