import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests (packages and the web app, in Node/jsdom), the workers' tests (each in workerd
// with its own local bindings) and the scripts' integration tests (wrangler, local D1 files).
// The e2e suite has its own config in e2e/.
export default defineConfig({
  test: {
    // A test file on every core: Vitest's default leaves one core to its main process, which on
    // a 2-core machine ran every file one after another while the main process mostly waited.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'packages',
          include: [
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
            'bench/**/*.test.mjs',
            // Workers' tests that need Node (services/gateway/src/lib/api-document.node.test.ts).
            'services/*/src/**/*.node.test.ts',
          ],
          // service-kit's testing/ helpers run inside workerd, with the workers' tests.
          exclude: ['packages/service-kit/src/testing/**', '**/*.integration.test.*'],
        },
      },
      {
        // Tests on real parts from Node (wrangler and local D1 files): with the workers' tests.
        // Wrangler and workerd start for many steps: on two cores busy with the workers' tests,
        // one step can take several seconds.
        test: {
          name: 'integration',
          include: ['scripts/**/*.integration.test.mjs'],
          testTimeout: 60_000,
        },
      },
      // The web app: components in jsdom, pure logic in Node.
      'apps/web/vite.config.ts',
      'apps/web/vitest.logic.config.ts',
      'services/*/vitest.config.mts',
    ],
  },
});
