import { buildApp } from './app';
import type { UsersBindings } from './env';
import { consumeFileEvents } from './lib/consume-file-events';
import { faultBook } from './lib/fault-book';
import { holdForFaults } from '@repo/service-kit/lab-faults/queue-faults';
import { reconcile } from './lib/reconcile-when-due';
import { sendTelemetry } from '@repo/telemetry/middleware';

const app = buildApp();

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(reconcile(env, ctx));
  },
  async queue(batch, env, ctx) {
    const faults = {
      queue: 'file-events',
      book: faultBook,
      db: env.USERS_DB,
      requeue: env.FILE_EVENTS,
    } as const;
    if (await holdForFaults(batch, faults)) return;
    await consumeFileEvents(batch, env.USERS_DB, (events) =>
      sendTelemetry(env.TELEMETRY, events, (promise) => ctx.waitUntil(promise)),
    );
  },
} satisfies ExportedHandler<UsersBindings>;
