import { buildApp } from './app';
import type { StorageBindings } from './env';
import { sweep } from './lib/sweep';

const app = buildApp();

export default {
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweep(env));
  },
} satisfies ExportedHandler<StorageBindings>;
