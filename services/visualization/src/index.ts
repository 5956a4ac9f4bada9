import { buildApp } from './app';
import type { VisualizationBindings } from './env';
import { lab } from './lab';
import { consumeTelemetry } from './observability/lib/queues/consume-telemetry';
import { noteRuntimeRun } from './observability/lib/queues/restart-write-off';
import { tracedMinutely } from './observability/lib/telemetry/minutely';

const app = buildApp();

const worker = lab.worker({
  fetch: app.fetch,
  queue: (batch, env, _ctx, gate) => consumeTelemetry(batch, env, gate),
});

// Each entry first lets a new run of the runtime write off the queue backlog the last run
// lost, before anything reads or adds to the queue counts (a no-op after the first call).
export default {
  async fetch(request, env, ctx) {
    await noteRuntimeRun(env);
    return worker.fetch(request, env, ctx);
  },
  async queue(batch, env, ctx) {
    await noteRuntimeRun(env);
    await worker.queue?.(batch, env, ctx);
  },
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      noteRuntimeRun(env).then(() =>
        tracedMinutely(env, ctx, (request) => Promise.resolve(app.fetch(request, env, ctx))),
      ),
    );
  },
} satisfies ExportedHandler<VisualizationBindings>;
