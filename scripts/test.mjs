// npm test: every check, in the order that fails fastest, then a one-line summary.
//   lint → typecheck → format → unit → build (web) → workers (on workerd) → bundles → e2e
// `npm test -- e2e workers` runs only the named steps.
import { run } from './lib/system.mjs';

const STEPS = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['format', 'npm', ['run', 'format:check']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'packages', '--project', 'web']],
  ['build', 'npm', ['run', 'build']],
  ['workers', 'npx', ['vitest', 'run', '--project', 'service:*']],
  ['bundles', 'npm', ['run', 'test:bundle']],
  ['e2e', 'npm', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, command, args] of STEPS) {
  if (only.length > 0 && !only.includes(name)) continue;
  const start = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(command, args);
    passed += 1;
    console.log(`✓ ${name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.error(`✗ ${name}: ${error.message}`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
