import type { LearningModule } from '../lib/module-schema';
import { r2StorageSummary } from './module-summaries';
import { r2IntroSection } from './r2-storage/r2-intro';
import { r2OperationsSection } from './r2-storage/r2-operations';

export const r2StorageModule: LearningModule = {
  ...r2StorageSummary,
  sections: [r2IntroSection, r2OperationsSection],
};
