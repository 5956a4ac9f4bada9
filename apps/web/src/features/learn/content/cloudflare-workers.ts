// The cloudflare-workers module: the runtime every service of this dashboard runs on. Each
// section lives in its own file under cloudflare-workers/.
import type { LearningModule } from '../lib/module-schema';
import { whatAreWorkersSection } from './cloudflare-workers/what-are-workers';
import { workerApisSection } from './cloudflare-workers/worker-apis';

export const cloudflareWorkersModule: LearningModule = {
  id: 'cloudflare-workers',
  title: 'Cloudflare Workers',
  description:
    'The runtime every service of this dashboard runs on: isolates, the fetch(request, env, ctx) handler, CPU time against wall time, work after the response with waitUntil, routing with Hono, service bindings, D1 prepared statements, and producing and consuming queue messages.',
  difficulty: 'intermediate',
  duration: 40,
  topics: ['workers', 'hono', 'service bindings', 'queues'],
  prerequisites: ['async-basics', 'microservices-intro'],
  sections: [whatAreWorkersSection, workerApisSection],
};
