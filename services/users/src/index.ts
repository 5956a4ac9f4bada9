import { buildApp } from './app';
import type { UsersBindings } from './env';
import { consumeFileEvents } from './lib/consume-file-events';
import { faultBook } from './lib/fault-book';
import { holdForFaults } from '@repo/service-kit/lab-faults/queue-faults';
import { tracedReconcile } from './lib/reconcile-when-due';
import { flushTelemetry } from '@repo/telemetry/deliver';
import { sendTelemetry } from '@repo/telemetry/middleware';
import { traceBatch } from '@repo/telemetry/tracing/trace-work';
import { tracedD1 } from '@repo/telemetry/tracing/traced-bindings';

const app = buildApp();

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(tracedReconcile(env, ctx));
  },
  async queue(batch, env, ctx) {
    const waitUntil = (promise: Promise<unknown>) => ctx.waitUntil(promise);
    // Each message's span joins the trace of the upload or delete that sent it.
    const spans = traceBatch(batch, { service: 'users', telemetry: env.TELEMETRY, waitUntil });
    const faults = {
      queue: 'file-events',
      book: faultBook,
      db: env.USERS_DB,
      requeue: env.FILE_EVENTS,
    } as const;
    // The batch's one transaction is shown in the trace of its first recorded message.
    const apply = async () => {
      const db = spans.shared ? tracedD1(env.USERS_DB, spans.shared, 'USERS_DB') : env.USERS_DB;
      const applied = await consumeFileEvents(batch, db, (events) =>
        sendTelemetry(env.TELEMETRY, events, waitUntil),
      );
      return applied ? 'processed' : 'failed';
    };
    const held = await holdForFaults(batch, faults);
    spans.end(held ?? (await apply()));
    // Sent before the handler returns, rather than after a delay in `waitUntil`: the
    // invocation ends with the batch, and a flush it scheduled would wait for the next one.
    if (env.TELEMETRY) await flushTelemetry(env.TELEMETRY);
  },
} satisfies ExportedHandler<UsersBindings>;
