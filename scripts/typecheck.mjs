// npm run typecheck: every TypeScript project of the repository (each tsconfig*.json that names
// its files: the root's scripts and tests, each workspace, the web app's build config), checked
// by TypeScript 7's native compiler (the `typescript-7` package), a few at a time. TypeScript 5
// stays installed for what needs its JavaScript API (typescript-eslint); both read the same
// tsconfig files. Why: docs/decisions.md ("Type checking with TypeScript 7").
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { ROOT, run } from './lib/system.mjs';

const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);

/** The folders of the workspaces the root package.json names (`apps/*`, `packages/*`, …). */
function workspaceFolders() {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    const parent = join(ROOT, pattern.replace(/\/\*$/, ''));
    if (!pattern.endsWith('/*')) return [parent];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
}

/** Each tsconfig*.json in `folder` that names files to check (not only options to extend). */
function projectsIn(folder) {
  return readdirSync(folder)
    .filter((name) => /^tsconfig.*\.json$/.test(name))
    .map((name) => join(folder, name))
    .filter((file) => {
      const config = JSON.parse(readFileSync(file, 'utf8'));
      return 'include' in config || 'files' in config;
    });
}

const projects = [ROOT, ...workspaceFolders()].flatMap(projectsIn);
const failed = [];
const queue = [...projects];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const name = relative(ROOT, project);
      try {
        await run('node', [tsc, '-p', name], { prefix: `[${name}] ` });
      } catch {
        failed.push(name);
      }
    }
  }),
);

if (failed.length > 0) {
  console.error(`typecheck: errors in ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects, no errors`);
