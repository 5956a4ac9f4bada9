import { flushTelemetry } from '@repo/telemetry/deliver';
import { buildApp } from './app';
import type { UsersBindings } from './env';
import { lab } from './lab';
import { handleQueueBatch } from './lib/file-events-queue';
import { tracedReconcile } from './lib/reconcile-when-due';

export { ClassRoom } from './classes/class-room';

const app = buildApp();

const worker = lab.worker({
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(tracedReconcile(env, ctx));
  },
  queue: (batch, env, ctx, gate) =>
    handleQueueBatch(batch, env, (promise) => ctx.waitUntil(promise), gate),
});

export default {
  ...worker,
  async queue(batch, env, ctx) {
    await worker.queue?.(batch, env, ctx);
    // Sent before the handler returns, rather than after a delay in `waitUntil`: the
    // invocation ends with the batch, and a flush it scheduled would wait for the next one.
    if (env.TELEMETRY) await flushTelemetry(env.TELEMETRY);
  },
} satisfies ExportedHandler<UsersBindings>;
