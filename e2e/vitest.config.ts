import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lessonMarkdown } from '../apps/web/vite/lesson-markdown.ts';

// End-to-end tests: the whole system as `npm start` runs it (started once on a free
// port with its own data folder), driven over HTTP and in Debian's Chromium.
export default defineConfig({
  // The tests read the lessons (content/modules.ts) as the web app's build does.
  plugins: [
    lessonMarkdown({
      contentDir: fileURLToPath(new URL('../apps/web/src/features/learn/content', import.meta.url)),
    }),
  ],
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./support/system-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 150_000,
  },
});
