// The Vitest setup every worker's tests share: run inside workerd with the worker's own
// wrangler.toml bindings (local D1, R2, Queues) and each D1 database's migrations applied first.
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { unstable_readConfig as readConfig } from 'wrangler';

/** What a worker's wrangler.toml says of one D1 database. */
interface D1Config {
  binding: string;
  migrations_dir?: string;
}

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
  const configPath = `${serviceDir}wrangler.toml`;
  return defineConfig(async () => {
    // Each of the worker's D1 databases with the migrations of its own folder (wrangler.toml's
    // migrations_dir): the visualization service has one per half.
    const databases = await Promise.all(
      readConfig({ config: configPath }).d1_databases.map(async (database: D1Config) => {
        const dir = `${serviceDir}${database.migrations_dir ?? 'migrations'}`;
        const migrations = existsSync(dir) ? await readD1Migrations(dir) : [];
        return { binding: database.binding, migrations };
      }),
    );
    return {
      plugins: [
        cloudflareTest({
          wrangler: { configPath },
          miniflare: {
            ...miniflare,
            bindings: {
              // The lab's tables go in its database: the worker's only one unless it names it.
              TEST_LAB_D1_BINDING: databases[0]?.binding ?? '',
              ...miniflare.bindings,
              TEST_D1_DATABASES: databases,
            },
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
