// npm test: every check, then a one-line summary. Turns run one after another, stopping after a
// turn with a failure; the tracks of a turn run side by side, each its steps in order:
//   unit
//   build
//   workers | typecheck → lint → format → bundles → tracecontext
//   e2e-1 | e2e-2 | e2e-3 (the lanes of e2e/lanes.mjs, each on a system of its own)
// The unit tests use every core themselves, so they run alone. The workers' tests wait on workerd
// and wrangler much of their time, so they run a file more than there are cores (one file a core
// left a third of the cores idle, and took 289 s where this takes about 190 s), and the other
// checks, each on one core, fit in that time. Beside the e2e lanes, the unit and workers tests slowed them until
// the lanes' tests failed by time. `npm test -- e2e workers` runs only the named steps (`e2e`
// names every lane). Each step's time and each test file's time are written to
// test-results/timings.json, and the slowest files are printed at the end.
import { availableParallelism } from 'node:os';
import { E2E_LANES } from '../e2e/lanes.mjs';
import { run } from './lib/system.mjs';
import { saveTimings, vitestReporters } from './lib/test-timings.mjs';

/** Workers' test files at once: one a core and one more (on two cores, a fourth was no faster). */
const WORKERS_TEST_FILES = availableParallelism() + 1;
const vitest = (step, ...args) => ['npx', ['vitest', 'run', ...args, ...vitestReporters(step)]];

/** Turns, each a list of tracks, each track a list of steps: [name, command, args]. */
const TURNS = [
  [[['unit', ...vitest('unit', '--project', 'packages', '--project', 'web*')]]],
  [[['build', 'npm', ['run', 'build']]]],
  [
    [
      [
        'workers',
        ...vitest(
          'workers',
          '--project',
          'service:*',
          '--project',
          'integration',
          '--maxWorkers',
          String(WORKERS_TEST_FILES),
        ),
      ],
    ],
    [
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['lint', 'npm', ['run', 'lint']],
      ['format', 'npm', ['run', 'format:check']],
      ['bundles', 'npm', ['run', 'test:bundle']],
      ['tracecontext', 'npm', ['run', 'test:tracecontext']],
    ],
  ],
  Object.keys(E2E_LANES).map((lane) => [
    [lane, ...vitest(lane, '--config', 'e2e/vitest.config.ts', '--project', lane)],
  ]),
];

const only = process.argv.slice(2);
const chosen = ([name]) => only.length === 0 || only.includes(name.split('-')[0]);
const timings = [];

/** Runs one step; beside other tracks, each line it prints shows the step's name first. */
async function runStep([name, command, args], alone) {
  const start = Date.now();
  console.log(`\n▶ ${name}`);
  let ok = true;
  try {
    await run(command, args, alone ? {} : { prefix: `[${name}] ` });
  } catch (error) {
    console.error(`✗ ${name}: ${error.message}`);
    ok = false;
  }
  const result = { name, seconds: (Date.now() - start) / 1000, ok };
  timings.push(result);
  if (ok) console.log(`✓ ${name} (${result.seconds.toFixed(1)} s)`);
  return ok;
}

/** A track's steps in order, up to the first that fails. */
async function runTrack(steps, alone) {
  for (const step of steps) if (!(await runStep(step, alone))) return false;
  return true;
}

for (const turn of TURNS) {
  const tracks = turn.map((steps) => steps.filter(chosen)).filter((steps) => steps.length > 0);
  if (tracks.length === 0) continue;
  const passed = await Promise.all(tracks.map((steps) => runTrack(steps, tracks.length === 1)));
  if (passed.includes(false)) break;
}

const slowest = await saveTimings(timings);
if (slowest.length > 0) {
  console.log('\nslowest test files (all in test-results/timings.json):');
  for (const { step, file, seconds } of slowest) {
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${step}  ${file}`);
  }
}
const passed = timings.filter((step) => step.ok).length;
const failed = timings.length - passed;
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
