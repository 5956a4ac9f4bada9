import { buildApp } from './app';
import type { VisualizationBindings } from './env';
import { handleQueueBatch } from './lib/queues/consume-telemetry';
import { tracedMinutely } from './lib/telemetry/minutely';

const app = buildApp();

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await handleQueueBatch(batch, env);
  },
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      tracedMinutely(env, ctx, (request) => Promise.resolve(app.fetch(request, env, ctx))),
    );
  },
} satisfies ExportedHandler<VisualizationBindings>;
