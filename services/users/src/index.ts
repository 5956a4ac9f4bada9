import { buildApp } from './app';
import type { UsersBindings } from './env';
import { consumeFileEvents } from './lib/consume-file-events';
import { reconcile } from './lib/reconcile-when-due';
import { sendTelemetry } from '@repo/telemetry/middleware';

const app = buildApp();

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(reconcile(env, ctx));
  },
  queue(batch, env, ctx) {
    return consumeFileEvents(batch, env.USERS_DB, (events) =>
      sendTelemetry(env.TELEMETRY, events, (promise) => ctx.waitUntil(promise)),
    );
  },
} satisfies ExportedHandler<UsersBindings>;
