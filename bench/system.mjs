// The system as `npm start` runs it, for benchmarks; see scripts/lib/run-system.mjs.
import { runSystem } from '../scripts/lib/run-system.mjs';

/** The storage and health benchmarks need only a small register. */
export const BENCH_REGISTER_SIZE = 20_000;

export function startSystem(options = {}) {
  return runSystem({ registerSize: BENCH_REGISTER_SIZE, ...options });
}
