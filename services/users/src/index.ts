import { buildApp } from './app';
import type { UsersBindings } from './env';
import { handleQueueBatch } from './lib/file-events-queue';
import { tracedReconcile } from './lib/reconcile-when-due';
import { flushTelemetry } from '@repo/telemetry/deliver';

const app = buildApp();

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(tracedReconcile(env, ctx));
  },
  async queue(batch, env, ctx) {
    await handleQueueBatch(batch, env, (promise) => ctx.waitUntil(promise));
    // Sent before the handler returns, rather than after a delay in `waitUntil`: the
    // invocation ends with the batch, and a flush it scheduled would wait for the next one.
    if (env.TELEMETRY) await flushTelemetry(env.TELEMETRY);
  },
} satisfies ExportedHandler<UsersBindings>;
