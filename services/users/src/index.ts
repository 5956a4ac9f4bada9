import { buildApp } from './app';
import type { UsersBindings } from './env';
import { consumeFileEvents } from './lib/consume-file-events';

const app = buildApp();

export default {
  fetch: app.fetch,
  queue(batch, env) {
    return consumeFileEvents(batch, env.DB);
  },
} satisfies ExportedHandler<UsersBindings>;
