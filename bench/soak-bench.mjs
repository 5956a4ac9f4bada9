// The soak as a piece of the bench: its own system (as `npm start` runs it, in a data folder
// of its own), the soak, then what a stored trace takes; answers the rows of the bench table
// (docs/performance.md#soak).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_STORED_TRACES } from '../services/visualization/src/observability/lib/traces/prune-traces';
import { runSoak, SOAK, soakFigures, soakSummary } from './soak.mjs';
import { startSystem } from './system.mjs';
import {
  storedTraces,
  traceStoreBytes,
  traceStoreFigures,
  traceStoreSummary,
} from './trace-store.mjs';

export async function benchSoak(seconds) {
  const dataDir = await mkdtemp(join(tmpdir(), 'amd-soak-'));
  try {
    // A loaded machine can take minutes to start the system; the soak measures it once it runs.
    const system = await startSystem({ dataDir, readyTimeoutMs: 600_000 });
    console.log(
      `soak: ${SOAK.requestsPerSecond} requests a second of mixed traffic for ${seconds} s against ${system.url}…`,
    );
    let storeBefore;
    let soaked;
    try {
      storeBefore = await traceStoreBytes(dataDir);
      soaked = await runSoak(system, seconds);
    } finally {
      await system.stop();
    }
    const summary = soakSummary(soaked);
    console.log(
      `sent ${soaked.requests} requests at ${summary.requestsPerSecond} a second: ${summary.errors} errors, ` +
        `worst minute p99 ${summary.worstP99Ms} ms; runtime ${summary.rssStartMiB} → ${summary.rssEndMiB} MiB ` +
        `(${summary.rssGrowthMiBPerMinute} MiB a minute; ${summary.rssLateGrowthMiBPerMinute} in the second half), ` +
        `${summary.rssIdleMiB} MiB after ${SOAK.idleSeconds} s idle, data folder +${summary.diskGrowthMiBPerMinute} MiB a minute`,
    );
    for (const error of soaked.errors) console.log(`  error: ${error}`);
    const grownBytes = (await traceStoreBytes(dataDir)) - storeBefore;
    const store = traceStoreSummary(
      { ...(await storedTraces(dataDir)), grownBytes },
      MAX_STORED_TRACES,
    );
    console.log(
      `trace store: the newest ${store.traces} of ${store.allTraces} traces, ${store.spansPerTrace} spans on average, ` +
        `${store.kbPerTrace} KB a trace in a database of their own ` +
        `(the observability database grew ${store.databaseKbPerTrace} KB a trace, its telemetry included), ` +
        `${store.atCapMB} MB at the cap of ${MAX_STORED_TRACES}`,
    );
    return [...soakFigures(summary, seconds), ...traceStoreFigures(store, MAX_STORED_TRACES)];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
