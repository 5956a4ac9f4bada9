// Every module with all its sections, in hub order: what the content tests check. The app does
// not import this: it lists modules from module-summaries.ts and loads one module's sections at a
// time through module-loaders.ts.
import type { LearningModule } from '../lib/module-schema';
import { asyncBasicsModule } from './async-basics';
import { cloudflareWorkersModule } from './cloudflare-workers';
import { errorHandlingModule } from './error-handling';
import { microservicesIntroModule } from './microservices-intro';
import { r2StorageModule } from './r2-storage';

export const MODULES: readonly LearningModule[] = [
  asyncBasicsModule,
  microservicesIntroModule,
  errorHandlingModule,
  cloudflareWorkersModule,
  r2StorageModule,
];
