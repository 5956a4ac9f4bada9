import { buildApp } from './app';
import type { StorageBindings } from './env';
import { tracedSweep } from './lib/sweep';

const app = buildApp();

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(tracedSweep(env, ctx));
  },
} satisfies ExportedHandler<StorageBindings>;
