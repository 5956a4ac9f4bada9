import { buildApp } from './app';
import { lab } from './lab';
import { tracedSweep } from './lib/sweep';

const app = buildApp();

export default lab.worker({
  fetch: app.fetch,
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(tracedSweep(env, ctx));
  },
});
