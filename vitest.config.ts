import { defineConfig } from 'vitest/config';

// Unit tests (packages and the web app, in Node/jsdom) and the workers' tests (each in
// workerd with its own local bindings). The e2e suite has its own config in e2e/.
export default defineConfig({
  test: {
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
          exclude: ['packages/service-kit/src/testing/**'],
        },
      },
      'apps/web',
      'services/*/vitest.config.mts',
    ],
  },
});
