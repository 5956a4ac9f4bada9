// Resident memory of the local Workers runtime (every workerd process below a pid), read
// from /proc, and a sampler that keeps the peak while a benchmark runs.
import { readdir, readFile } from 'node:fs/promises';

async function processTable() {
  const table = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const field = (name) => new RegExp(`^${name}:\\s+(\\S+)`, 'm').exec(status)?.[1];
      table.push({
        pid: Number(entry),
        ppid: Number(field('PPid')),
        name: field('Name'),
        rssKiB: Number(field('VmRSS') ?? 0),
      });
    } catch {
      // the process ended while we looked
    }
  }
  return table;
}

/** Total RSS in bytes of the workerd processes descended from `rootPid`. */
export async function runtimeRssBytes(rootPid) {
  const table = await processTable();
  const descendants = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const proc of table) {
      if (!descendants.has(proc.pid) && descendants.has(proc.ppid)) {
        descendants.add(proc.pid);
        grew = true;
      }
    }
  }
  return table
    .filter((proc) => descendants.has(proc.pid) && proc.name === 'workerd')
    .reduce((sum, proc) => sum + proc.rssKiB * 1024, 0);
}

/** Samples the runtime's RSS every `intervalMs` until stopped; resolves to the peak. */
export function samplePeakRss(rootPid, intervalMs = 25) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await runtimeRssBytes(rootPid));
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    return peak;
  })();
  return {
    stop: async () => {
      running = false;
      return loop;
    },
  };
}
