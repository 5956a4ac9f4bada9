// Notices when the workers' runtime (workerd) dies under the node process that started it
// (workers-runtime.mjs, or `wrangler dev`). That process itself does not: under wrangler the
// port stayed open and every request hung (found by killing workerd with SIGKILL).
import { execFileSync } from 'node:child_process';

const run = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
};
const childrenOf = (pid) =>
  run('pgrep', ['-P', String(pid)])
    .split('\n')
    .filter(Boolean)
    .map(Number);
const commandOf = (pid) => run('ps', ['-o', 'comm=', '-p', String(pid)]).trim();

/** Whether a process with this id is running. */
export const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process under `pid`: its children, theirs, and so on. */
export function descendantsOf(pid) {
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const children = childrenOf(queue.pop());
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

/** The workerd processes running under `pid` (one; `wrangler dev` runs a proxy as well). */
export function workerdUnder(pid) {
  return descendantsOf(pid).filter((child) => commandOf(child).startsWith('workerd'));
}

/**
 * Calls `onDeath` once when a workerd under `wrangler` dies and wrangler has not replaced it
 * within `graceMs` (as it does when it reloads). Returns a function that stops watching.
 */
export function watchWorkerd(wrangler, onDeath, { intervalMs = 1_000, graceMs = 3_000 } = {}) {
  let watched = workerdUnder(wrangler.pid);
  let timer;
  let stopped = false;
  const later = (ms) => {
    if (!stopped) timer = setTimeout(tick, ms);
  };
  const tick = () => {
    if (watched.length > 0 && watched.every(alive)) return later(intervalMs);
    if (watched.length === 0) {
      watched = workerdUnder(wrangler.pid);
      return later(intervalMs);
    }
    timer = setTimeout(() => {
      const now = workerdUnder(wrangler.pid).filter(alive);
      if (now.length >= watched.length) {
        watched = now;
        return later(intervalMs);
      }
      if (!stopped) onDeath();
    }, graceMs);
  };
  later(intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
