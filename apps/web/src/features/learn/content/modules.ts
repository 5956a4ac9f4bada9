// The catalogue of lesson modules, in the order the learning hub shows them.
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
