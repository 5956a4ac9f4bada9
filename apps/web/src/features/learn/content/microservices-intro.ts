import type { LearningModule } from '../lib/module-schema';
import { monolithVsMicroSection } from './microservices-intro/monolith-vs-micro';
import { serviceCommunicationSection } from './microservices-intro/service-communication';

export const microservicesIntroModule: LearningModule = {
  id: 'microservices-intro',
  title: 'Introduction to Microservices',
  description:
    'What changes when one program becomes several services: service boundaries and owning data, paying for network hops and partial failure, and choosing between request/response through service bindings and events through queues. Illustrated with the four Workers of this dashboard.',
  difficulty: 'beginner',
  duration: 45,
  topics: ['microservices', 'service bindings', 'queues', 'architecture'],
  prerequisites: ['async-basics'],
  sections: [monolithVsMicroSection, serviceCommunicationSection],
};
