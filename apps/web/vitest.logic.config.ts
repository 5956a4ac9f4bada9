import { defineConfig } from 'vitest/config';
import app from './vite.config';

// The web app's pure-logic tests (`*.test.ts`) run in Node: no DOM to build for each file. Those
// that need one are named `*.dom.test.ts` and run with the components' tests in jsdom
// (vite.config.ts).
export default defineConfig({
  ...app,
  test: {
    name: 'web-logic',
    environment: 'node',
    setupFiles: ['./src/test/setup-logic.ts'],
    include: ['src/**/*.test.ts', 'vite/**/*.test.ts'],
    exclude: ['src/**/*.dom.test.ts'],
    testTimeout: 20_000,
  },
});
