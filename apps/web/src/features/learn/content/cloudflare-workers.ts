// The cloudflare-workers module: the runtime every service of this dashboard runs on. Each
// section lives in its own file under cloudflare-workers/.
import type { LearningModule } from '../lib/module-schema';
import { cloudflareWorkersSummary } from './module-summaries';
import { whatAreWorkersSection } from './cloudflare-workers/what-are-workers';
import { workerApisSection } from './cloudflare-workers/worker-apis';

export const cloudflareWorkersModule: LearningModule = {
  ...cloudflareWorkersSummary,
  sections: [whatAreWorkersSection, workerApisSection],
};
