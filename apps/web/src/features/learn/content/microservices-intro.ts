import type { LearningModule } from '../lib/module-schema';
import { microservicesIntroSummary } from './module-summaries';
import { monolithVsMicroSection } from './microservices-intro/monolith-vs-micro';
import { serviceCommunicationSection } from './microservices-intro/service-communication';

export const microservicesIntroModule: LearningModule = {
  ...microservicesIntroSummary,
  sections: [monolithVsMicroSection, serviceCommunicationSection],
};
