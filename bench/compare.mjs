// This build against the previous release on the same machine: register search, analytics
// and a 404 through the gateway, each system started fresh on its own, in alternating rounds
// (docs/performance.md#compared-with-the-previous-release). Absolute targets let a slower
// build through when the machine is fast; a ratio to the baseline measured beside it does not.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { ROOT } from '../scripts/lib/system.mjs';
import { analyticsQueries, SEARCHES } from './registry.mjs';
import { median } from './results.mjs';
import { MANY_CLIENTS } from './system.mjs';

const whole = (value, fallback) => (value ? Number(value) : fallback);

/** Settings, from the environment so a quick trial can shrink them. */
export const COMPARE = {
  registerSize: whole(process.env.BENCH_REGISTER_SIZE, 200_000),
  // At least 3 each: a median of fewer is one noisy round away from a false alarm.
  rounds: Math.max(3, whole(process.env.BENCH_COMPARE_ROUNDS, 3)),
  passes: whole(process.env.BENCH_COMPARE_PASSES, 10),
  warmUpPasses: 3,
  notFoundPerPass: 20,
  // A ratio over this is a regression.
  limit: 1.1,
};

export const KINDS = [
  ['search', 'register search'],
  ['analytics', 'analytics'],
  ['notFound', 'gateway 404'],
];

/**
 * Every path of one pass, by kind. The analytics windows are fixed once per run, so both
 * builds answer exactly the same questions.
 */
export function queryMix(now = Date.now()) {
  return {
    search: SEARCHES.map(([, query]) => `/api/nzbn/search?${query}`),
    analytics: analyticsQueries(now).map(([, query]) => `/api/nzbn/analytics/${query}`),
    notFound: Array.from({ length: COMPARE.notFoundPerPass }, () => '/api/does-not-exist'),
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let client = 0;
/**
 * One request, timed to its last byte. Each names a client address of its own (the system
 * trusts it, MANY_CLIENTS), so the search rate limit never answers for the code under test.
 */
export async function timedFetch(url, path) {
  client += 1;
  const headers = {
    'CF-Connecting-IP': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
  };
  const start = performance.now();
  const response = await fetch(`${url}${path}`, { headers });
  await response.arrayBuffer();
  const ms = performance.now() - start;
  const expected = path === '/api/does-not-exist' ? 404 : 200;
  if (response.status !== expected) throw new Error(`${path} answered ${response.status}`);
  return ms;
}

/**
 * Sequential passes over the mix, kinds interleaved within each pass so a slow moment of
 * the machine falls on all three alike; p50 and p95 per kind.
 */
async function measure(url, mix, passes) {
  const times = { search: [], analytics: [], notFound: [] };
  for (let pass = 0; pass < passes; pass += 1) {
    for (const [kind] of KINDS) {
      for (const path of mix[kind]) times[kind].push(await timedFetch(url, path));
    }
  }
  return Object.fromEntries(
    KINDS.map(([kind]) => {
      const sorted = times[kind].sort((a, b) => a - b);
      return [kind, { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }];
    }),
  );
}

/**
 * One side of the comparison: its checkout, and a data folder of its own for this run.
 * @param {string} name
 * @param {string} root
 */
async function side(name, root) {
  return { name, root, dataDir: await mkdtemp(join(tmpdir(), `amd-compare-${name}-`)), rounds: [] };
}

function start(build) {
  return runSystem({
    root: build.root,
    registerSize: COMPARE.registerSize,
    dataDir: build.dataDir,
    readyTimeoutMs: 900_000,
    // The same seed for both, stated rather than left to each version's default.
    env: { ...MANY_CLIENTS, REGISTER_SEED: '20261122' },
  });
}

/** Seeds each build's register once, untimed: later starts find it there and skip seeding. */
async function seed(build, log) {
  const started = Date.now();
  const system = await start(build);
  await system.stop();
  log(`${build.name}: register seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export const ms = (value) => value.toFixed(1).padStart(6);
const roundLine = (build, round, result) =>
  `  round ${round} ${build.name.padEnd(8)} ` +
  KINDS.map(([kind, label]) => `${label} ${ms(result[kind].p50)} /${ms(result[kind].p95)}`).join(
    '   ',
  );

/**
 * Measures both builds, one at a time, in rounds A, B, A, B, …: each round a fresh start of
 * that build's system on its own seeded data, warm-up passes, then the timed passes.
 * @param {{ baselineRoot: string; log?: (line: string) => void }} options
 */
export async function benchCompare({ baselineRoot, log = console.log }) {
  const builds = [await side('baseline', baselineRoot), await side('current', ROOT)];
  const mix = queryMix();
  try {
    for (const build of builds) await seed(build, log);
    log(`  p50 / p95 in ms, ${COMPARE.passes} passes a round`);
    for (let round = 1; round <= COMPARE.rounds; round += 1) {
      for (const build of builds) {
        const system = await start(build);
        try {
          await measure(system.url, mix, COMPARE.warmUpPasses);
          const result = await measure(system.url, mix, COMPARE.passes);
          build.rounds.push(result);
          log(roundLine(build, round, result));
        } finally {
          await system.stop();
        }
      }
    }
  } finally {
    for (const build of builds) await rm(build.dataDir, { recursive: true, force: true });
  }
  const [baseline, current] = builds.map((build) =>
    Object.fromEntries(
      KINDS.map(([kind]) => [
        kind,
        {
          p50: +median(build.rounds.map((round) => round[kind].p50)).toFixed(1),
          p95: +median(build.rounds.map((round) => round[kind].p95)).toFixed(1),
        },
      ]),
    ),
  );
  return { baseline, current, rounds: COMPARE.rounds, passes: COMPARE.passes, mix };
}
