// Cold start of `npm start` (without its web build) on a prepared data folder: from spawning it
// to 'is running at', the moment the system is migrated, seeded and listening. The folder is
// prepared by a first start, which seeds the register; the timed starts reuse it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { figure, median } from './results.mjs';
import { BENCH_REGISTER_SIZE } from './system.mjs';

const TIMED_STARTS = 3;

export async function benchColdStart() {
  const dataDir = await mkdtemp(join(tmpdir(), 'amd-cold-start-'));
  try {
    const prepared = await runSystem({ registerSize: BENCH_REGISTER_SIZE, dataDir });
    await prepared.stop();
    const timings = [];
    for (let run = 0; run < TIMED_STARTS; run += 1) {
      const started = performance.now();
      const system = await runSystem({ registerSize: BENCH_REGISTER_SIZE, dataDir });
      timings.push(performance.now() - started);
      await system.stop();
    }
    return { medianMs: median(timings), timings };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printColdStartFigures({ medianMs, timings }) {
  const seconds = (ms) => (ms / 1000).toFixed(1);
  console.log(
    `cold start of npm start on a prepared data folder (${BENCH_REGISTER_SIZE.toLocaleString('en-NZ')}-entity register): median ${seconds(medianMs)} s of ${timings.length} starts (${timings.map(seconds).join(', ')} s) (reported)`,
  );
}

export const coldStartFigures = ({ medianMs, timings }) => [
  figure(
    `Cold start of npm start, prepared data folder, median of ${timings.length}`,
    +(medianMs / 1000).toFixed(1),
    's',
  ),
];
