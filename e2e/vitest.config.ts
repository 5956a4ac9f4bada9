import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lessonMarkdown } from '../apps/web/vite/lesson-markdown.ts';

/** The learner's flows: lessons, their code and their lab exercises, and drills. */
const LEARN_FILES = ['learn*.test.ts', 'drills.test.ts'];

// End-to-end tests: the whole system as `npm start` runs it, driven over HTTP and in Debian's
// Chromium. The files are split into two projects, each with a system of its own (started once
// on a free port with its own data folder), which `npm run test:e2e` (scripts/test-e2e.mjs) runs
// side by side: within a project the files run one at a time, because they share that system's
// faults, queues and counts.
export default defineConfig({
  // The tests read the lessons (content/modules.ts) as the web app's build does.
  plugins: [
    lessonMarkdown({
      contentDir: fileURLToPath(new URL('../apps/web/src/features/learn/content', import.meta.url)),
    }),
  ],
  test: {
    root: import.meta.dirname,
    globalSetup: ['./support/system-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 150_000,
    projects: [
      { extends: true, test: { name: 'e2e:learn', include: LEARN_FILES } },
      {
        extends: true,
        test: {
          name: 'e2e:system',
          include: ['*.test.ts'],
          exclude: [...LEARN_FILES, '**/node_modules/**'],
        },
      },
    ],
  },
});
