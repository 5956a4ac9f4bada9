import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { frameBundles } from './vite/frame-bundles.ts';
import { lessonMarkdown } from './vite/lesson-markdown.ts';

// `npm run dev` runs the gateway worker on GATEWAY_PORT beside vite; the SPA talks to it on the
// same origin, so in dev (and preview) vite forwards the gateway's paths to it.
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8787}`;

// Anchored patterns rather than plain prefixes: a plain '/services' would also swallow the SPA's
// own /services page on a reload. These are the gateway's run_worker_first paths.
const proxy = {
  '^/api/': gateway,
  '^/services/': gateway,
  '^/health(?:$|[/?])': gateway,
};

// The lesson frames' scripts, at the fixed names their documents (public/frames/*.html) load.
const frameScripts = {
  'frames/runner.js': 'src/features/learn/sandbox/frame-entry.ts',
  'frames/visualisation.js': 'src/features/learn/lib/d3-frame-entry.ts',
};

export default defineConfig({
  plugins: [
    frameBundles(frameScripts),
    react(),
    lessonMarkdown({ contentDir: 'src/features/learn/content' }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The d3 sandbox frame loads d3's UMD build by URL (`import d3Url from 'd3-umd-url?url'`),
      // and d3's exports map has no path for it. A pattern, since a plain name would not match
      // the id with its `?url` query.
      {
        find: /^d3-umd-url(?=\?|$)/,
        replacement: path.join(
          path.dirname(createRequire(import.meta.url).resolve('d3')),
          'd3.min.js',
        ),
      },
    ],
    // @repo/contracts and the app each have their own copy of zod 4; bundle only one.
    dedupe: ['zod'],
  },
  // Mantine's components, the icons and floating-ui in one chunk: split by default they came as
  // about 40 files of 1 to 5 KB, fetched six at a time over the local runtime's HTTP/1.1, a
  // round trip each wave before a page could paint (docs/performance.md#how-the-pages-stay-fast).
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'ui', test: /node_modules[\\/](@mantine|@tabler|@floating-ui)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Components and what needs a DOM; the pure-logic tests run in Node (vitest.logic.config.ts).
    include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
    // Rendering charts in jsdom on two busy cores can take several seconds per test.
    testTimeout: 20_000,
  },
});
