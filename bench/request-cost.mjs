// Where a request's time goes, this build beside the previous release: each system started on
// its own with the same register, then each kind of request of bench:compare's mix sent one
// after another while the CPU of every process of the system is counted (workerd runs the
// workers, its queues and local D1; wrangler's node and a second workerd proxy each request).
// With `profile`, workerd's inspector also samples each of its services (the workers, and
// Miniflare's D1 databases, queues and buckets), to
// tell their JavaScript's time by part (docs/performance.md#where-a-requests-time-goes).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { KINDS, queryMix, timedFetch } from './compare.mjs';
import { cpuSpent, findInspector, processCpu, profileWorkers } from './cpu-profile.mjs';
import { MANY_CLIENTS } from './system.mjs';

export const REQUEST_COST = {
  registerSize: Number(process.env.BENCH_REGISTER_SIZE ?? 20_000),
  passes: Number(process.env.BENCH_PROFILE_PASSES ?? 10),
  /** After the last request: the work it left in waitUntil and on the queues is its too. */
  drainMs: 2_000,
  /** The system at rest, measured first: its steady background is taken off each kind. */
  restMs: 4_000,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU ms per second of each process kind while nothing is asked of the system. */
async function restingRate(pid) {
  const before = processCpu(pid);
  await sleep(REQUEST_COST.restMs);
  const spent = cpuSpent(before, processCpu(pid));
  return Object.fromEntries(
    Object.entries(spent).map(([name, ms]) => [name, ms / (REQUEST_COST.restMs / 1000)]),
  );
}

/**
 * One build's cost per request of each kind: wall-clock p50, CPU ms of each process kind
 * (less the system's resting rate) and, with `profile`, the profiled workers' JavaScript ms by
 * part.
 * @param {string} root the build's checkout
 * @param {{ profile?: boolean; log?: (line: string) => void }} [options]
 */
export async function requestCost(root, { profile = false, log = console.log } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'amd-request-cost-'));
  const system = await runSystem({
    root,
    registerSize: REQUEST_COST.registerSize,
    dataDir,
    readyTimeoutMs: 900_000,
    env: {
      ...MANY_CLIENTS,
      REGISTER_SEED: '20261122',
      ...(profile ? { WORKERS_INSPECTOR: 'true' } : {}),
    },
  });
  try {
    const inspector = profile ? await findInspector(system.pid) : undefined;
    const mix = queryMix();
    // A first pass of every kind: caches and compiled code, as the measured passes find them.
    for (const [kind] of KINDS) for (const path of mix[kind]) await timedFetch(system.url, path);
    await sleep(REQUEST_COST.drainMs);
    const resting = await restingRate(system.pid);
    const result = {};
    for (const [kind, label] of KINDS) {
      const times = [];
      const send = async () => {
        for (let pass = 0; pass < REQUEST_COST.passes; pass += 1) {
          for (const path of mix[kind]) times.push(await timedFetch(system.url, path));
        }
        await sleep(REQUEST_COST.drainMs);
      };
      const started = performance.now();
      const before = processCpu(system.pid);
      const js = inspector ? await profileWorkers(inspector, 'all', send) : undefined;
      if (!inspector) await send();
      const seconds = (performance.now() - started) / 1000;
      const spent = cpuSpent(before, processCpu(system.pid));
      const requests = times.length;
      const cpu = Object.fromEntries(
        Object.entries(spent).map(([name, ms]) => [
          name,
          Math.max(0, ms - (resting[name] ?? 0) * seconds) / requests,
        ]),
      );
      times.sort((a, b) => a - b);
      result[kind] = { label, requests, p50: times[Math.floor(requests / 2)], cpu, js };
      log(`  ${label}: ${requests} requests, p50 ${result[kind].p50.toFixed(1)} ms`);
    }
    return result;
  } finally {
    await system.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
