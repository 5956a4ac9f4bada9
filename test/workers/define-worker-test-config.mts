// The Vitest setup every worker's tests share: run inside workerd with the worker's own
// wrangler.toml bindings (local D1, R2, Queues) and its D1 migrations applied first.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

type MiniflareOptions = NonNullable<
  Parameters<typeof cloudflareTest>[0] extends infer O
    ? O extends { miniflare?: infer M }
      ? M
      : never
    : never
>;

export function defineWorkerTestConfig(
  name: string,
  serviceDirUrl: string,
  miniflare: MiniflareOptions = {},
) {
  const serviceDir = fileURLToPath(new URL('.', serviceDirUrl));
  return defineConfig(async () => {
    const migrationsDir = `${serviceDir}migrations`;
    const migrations = existsSync(migrationsDir) ? await readD1Migrations(migrationsDir) : [];
    // Each service's D1 binding is named after the service (STORAGE_DB, USERS_DB, ...).
    const d1Binding = `${basename(serviceDir).toUpperCase()}_DB`;
    return {
      plugins: [
        cloudflareTest({
          wrangler: { configPath: `${serviceDir}wrangler.toml` },
          miniflare: {
            ...miniflare,
            bindings: { TEST_MIGRATIONS: migrations, TEST_D1_BINDING: d1Binding },
          },
        }),
      ],
      test: {
        name,
        // `*.node.test.ts` run in Node, with the packages' tests (vitest.config.ts).
        exclude: [...configDefaults.exclude, '**/*.node.test.ts'],
        // Generous: on two busy cores a 20 MB upload through workerd can take several seconds.
        testTimeout: 20_000,
        setupFiles: [
          fileURLToPath(
            new URL('../../packages/service-kit/src/testing/apply-migrations.ts', import.meta.url),
          ),
        ],
      },
    };
  });
}
