// npm run bench:heap: where the runtime's memory goes under the soak's traffic
// (docs/performance.md#memory). Each worker's heap is taken over workerd's inspector before and
// after SOAK_SECONDS of traffic (default 120), summed by constructor, and what grew most is
// printed per worker, beside the runtime's resident memory every 30 s. A leak shows as objects
// of every request staying (Hono's Context, HonoRequest, spans); a flat heap with a growing
// resident memory is the runtime's own.
import { runSystem } from '../scripts/lib/run-system.mjs';
import { findInspector } from './cpu-profile.mjs';
import { byConstructor, takeHeapSnapshot } from './heap-snapshot.mjs';
import { runtimeRssBytes } from './process-memory.mjs';
import { runSoak } from './soak.mjs';

const MiB = 1024 * 1024;
const WORKERS = ['gateway', 'storage', 'users', 'visualization'];
const seconds = Number(process.env.SOAK_SECONDS ?? 120);

const system = await runSystem({ env: { WORKERS_INSPECTOR: 'true' } });
try {
  const { targets } = await findInspector(system.pid);
  const urlOf = (name) => targets.find((t) => t.id === `core:user:${name}`)?.webSocketDebuggerUrl;
  const heaps = async () =>
    Object.fromEntries(
      await Promise.all(
        WORKERS.map(async (name) => [name, byConstructor(await takeHeapSnapshot(urlOf(name)))]),
      ),
    );
  const rss = async () => `${((await runtimeRssBytes(system.pid)) / MiB).toFixed(0)} MiB`;
  // The first requests compile and warm up every worker; then the heaps are taken.
  await runSoak(system, 30, () => {});
  const before = await heaps();
  console.log(`warm: runtime ${await rss()}`);
  const timer = setInterval(async () => console.log(`  runtime ${await rss()}`), 30_000);
  await runSoak(system, seconds, (line) => console.log(line));
  clearInterval(timer);
  const after = await heaps();
  for (const name of WORKERS) {
    const grown = [...after[name]]
      .map(([key, now]) => {
        const then = before[name].get(key) ?? { count: 0, size: 0 };
        return { key, count: now.count - then.count, size: now.size - then.size };
      })
      .sort((a, b) => b.size - a.size)
      .slice(0, 8);
    console.log(`\n${name}: what grew most over ${seconds} s (KiB, objects, kind:constructor)`);
    for (const { key, count, size } of grown) {
      console.log(`${(size / 1024).toFixed(0).padStart(8)} ${String(count).padStart(8)}  ${key}`);
    }
  }
} finally {
  await system.stop();
}
