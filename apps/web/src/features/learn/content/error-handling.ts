// The error-handling module: where errors go in asynchronous code, and how to retry safely.
// Each section lives in its own file under error-handling/.
import type { LearningModule } from '../lib/module-schema';
import { errorHandlingSummary } from './module-summaries';
import { asyncAwaitErrorsSection } from './error-handling/async-await-errors';
import { promiseErrorsSection } from './error-handling/promise-errors';

export const errorHandlingModule: LearningModule = {
  ...errorHandlingSummary,
  sections: [promiseErrorsSection, asyncAwaitErrorsSection],
};
