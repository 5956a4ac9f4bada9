// npm test: every check, in the order that fails fastest, then a one-line summary.
//   lint + typecheck + format (side by side) → unit → build (web) → workers (on workerd)
//   → bundles + tracecontext (the W3C Trace Context suite) → e2e (its lanes side by side,
//   e2e/lanes.mjs)
// `npm test -- e2e workers` runs only the named steps (`e2e` names every lane). Each step's time and each test file's
// time are written to test-results/timings.json, and the slowest files are printed at the end.
import { E2E_LANES } from '../e2e/lanes.mjs';
import { run } from './lib/system.mjs';
import { saveTimings, vitestReporters } from './lib/test-timings.mjs';

const vitest = (step, ...args) => ['npx', ['vitest', 'run', ...args, ...vitestReporters(step)]];

/** Steps in turn; the names in one inner list run at the same time (each on one core). */
const STEPS = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['format', 'npm', ['run', 'format:check']],
  ],
  [['unit', ...vitest('unit', '--project', 'packages', '--project', 'web*')]],
  [['build', 'npm', ['run', 'build']]],
  [['workers', ...vitest('workers', '--project', 'service:*', '--project', 'integration')]],
  [
    ['bundles', 'npm', ['run', 'test:bundle']],
    ['tracecontext', 'npm', ['run', 'test:tracecontext']],
  ],
  Object.keys(E2E_LANES).map((lane) => [
    lane,
    ...vitest(lane, '--config', 'e2e/vitest.config.ts', '--project', lane),
  ]),
];

const only = process.argv.slice(2);
const timings = [];
let failed = 0;

/** Runs one step; a step that shares its turn with others shows each line after its name. */
async function runStep([name, command, args], alone) {
  const start = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(command, args, alone ? {} : { prefix: `[${name}] ` });
    return { name, seconds: (Date.now() - start) / 1000, ok: true };
  } catch (error) {
    console.error(`✗ ${name}: ${error.message}`);
    return { name, seconds: (Date.now() - start) / 1000, ok: false };
  }
}

for (const turn of STEPS) {
  const steps = turn.filter(([name]) => only.length === 0 || only.includes(name.split('-')[0]));
  if (steps.length === 0) continue;
  const results = await Promise.all(steps.map((step) => runStep(step, steps.length === 1)));
  for (const result of results) {
    timings.push(result);
    if (result.ok) console.log(`✓ ${result.name} (${result.seconds.toFixed(1)} s)`);
    else failed += 1;
  }
  if (failed > 0) break;
}

const slowest = await saveTimings(timings);
if (slowest.length > 0) {
  console.log('\nslowest test files (all in test-results/timings.json):');
  for (const { step, file, seconds } of slowest) {
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${step}  ${file}`);
  }
}
const passed = timings.filter((step) => step.ok).length;
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
