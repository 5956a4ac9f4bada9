import type { LearningModule } from '../lib/module-schema';
import { r2IntroSection } from './r2-storage/r2-intro';
import { r2OperationsSection } from './r2-storage/r2-operations';

export const r2StorageModule: LearningModule = {
  id: 'r2-storage',
  title: 'Object Storage with R2',
  description:
    'How the storage service keeps files: objects, keys and metadata in R2, metadata rows in D1, keeping the two in step without a shared transaction, and reading, streaming, listing and deleting objects from a Worker.',
  difficulty: 'advanced',
  duration: 50,
  topics: ['r2', 'storage', 'workers', 'error handling'],
  prerequisites: ['async-basics', 'cloudflare-workers', 'error-handling'],
  sections: [r2IntroSection, r2OperationsSection],
};
