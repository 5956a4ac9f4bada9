// npm test: every check, in the order that fails fastest, then a one-line summary.
//   lint → typecheck → unit tests → web build → workers on workerd → worker bundles → e2e
import { run } from './lib/system.mjs';

const STEPS = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['format', 'npm', ['run', 'format:check']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'packages', '--project', 'web']],
  ['web build', 'npm', ['run', 'build']],
  ['worker tests on workerd', 'npx', ['vitest', 'run', '--project', 'service:*']],
  ['worker bundles', 'npm', ['run', 'test:bundle']],
  ['end-to-end', 'npm', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, command, args] of STEPS) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
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
