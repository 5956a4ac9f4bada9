import { buildApp } from './app';
import type { VisualizationBindings } from './env';
import { handleQueueBatch } from './lib/queues/consume-telemetry';
import { noteRuntimeRun } from './lib/queues/restart-write-off';
import { tracedMinutely } from './lib/telemetry/minutely';

const app = buildApp();

// Each entry first lets a new run of the runtime write off the queue backlog the last run
// lost, before anything reads or adds to the queue counts (a no-op after the first call).
export default {
  async fetch(request, env, ctx) {
    await noteRuntimeRun(env);
    return app.fetch(request, env, ctx);
  },
  async queue(batch, env) {
    await noteRuntimeRun(env);
    await handleQueueBatch(batch, env);
  },
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      noteRuntimeRun(env).then(() =>
        tracedMinutely(env, ctx, (request) => Promise.resolve(app.fetch(request, env, ctx))),
      ),
    );
  },
} satisfies ExportedHandler<VisualizationBindings>;
