// Each worker's Env types come from `wrangler types` (`npm run types`): the committed
// worker-configuration.d.ts must be the one its wrangler.toml generates today.
import { describe, it } from 'vitest';
import { WORKERS, run, wranglerEnv } from './system.mjs';

describe("each worker's generated Env types", () => {
  it.concurrent.each(WORKERS)(
    '%s: worker-configuration.d.ts is current with wrangler.toml (else run npm run types)',
    async (worker) => {
      await run('npm', ['run', 'types', '--silent', '-w', `@repo/${worker}`, '--', '--check'], {
        env: wranglerEnv(),
        quiet: true,
      });
    },
    60_000,
  );
});
