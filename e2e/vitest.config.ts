import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lessonMarkdown } from '../apps/web/vite/lesson-markdown.ts';
import { E2E_LANES } from './lanes.mjs';
import { ByNameSequencer } from './support/by-name-sequencer';

// End-to-end tests: the whole system as `npm start` runs it, driven over HTTP and in Debian's
// Chromium. The files are split into lanes (lanes.mjs); each lane starts a system of its own
// (on a free port, with its own data folder) and runs its files one at a time, and `npm test`
// runs the lanes side by side, so one lane's state never reaches the other's.
const plugins = [
  // The tests read the lessons (content/modules.ts) as the web app's build does.
  lessonMarkdown({
    contentDir: fileURLToPath(new URL('../apps/web/src/features/learn/content', import.meta.url)),
  }),
];

const laneFiles = Object.values(E2E_LANES).flat();

export default defineConfig({
  plugins,
  test: {
    fileParallelism: false,
    sequence: { sequencer: ByNameSequencer },
    projects: Object.entries(E2E_LANES).map(([name, files], index) => ({
      plugins,
      test: {
        name,
        root: import.meta.dirname,
        // The first lane takes every file no other lane names.
        include: index === 0 ? ['**/*.test.ts'] : [...files],
        exclude: index === 0 ? laneFiles.filter((file) => !files.includes(file)) : [],
        globalSetup: ['./support/system-setup.ts'],
        fileParallelism: false,
        testTimeout: 30_000,
        hookTimeout: 150_000,
      },
    })),
  },
});
