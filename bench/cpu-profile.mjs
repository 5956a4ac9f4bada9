// A running system's workers profiled through workerd's own inspector: where each request's
// CPU time goes, by the part of the code that spent it (docs/performance.md#where-a-requests-time-goes).
// `npm start` with WORKERS_INSPECTOR=true gives workerd an inspector (Miniflare's
// `inspectorPort`; wrangler dev does the same beside its DevTools proxy); this talks to it
// directly, so the system runs as `npm start` runs it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { descendantsOf } from '../scripts/lib/watch-workerd.mjs';

/**
 * The parts a worker's time is told in, first match wins, by the source module's path; any
 * other module is the service's own code.
 */
export const PARTS = [
  ['validation (zod)', /node_modules\/zod\//],
  ['OpenTelemetry API', /node_modules\/@opentelemetry\//],
  ['tracing (spans, context, propagation)', /packages\/telemetry\/src\/tracing\//],
  ['telemetry events', /packages\/telemetry\//],
  ['lab sessions and faults', /packages\/service-kit\/src\/lab\//],
  ['service kit', /packages\/service-kit\//],
  ['contracts', /packages\/contracts\//],
  ['routing (Hono)', /node_modules\/hono\//],
  ['other libraries', /node_modules\//],
];
/** Samples in no module of the worker's bundle: the runtime's own work (I/O, JSON, crypto). */
export const RUNTIME = 'runtime and built-ins';
export const GC = 'garbage collection';

/**
 * workerd's inspector: the port, among those the system's workerd processes listen on (the
 * workers' own, and wrangler's proxy's), whose /json lists the workers as `core:user:<name>`.
 */
export async function findInspector(systemPid) {
  const workerds = descendantsOf(systemPid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd';
    } catch {
      return false;
    }
  });
  const listening = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' }).split('\n');
  const ports = listening
    .filter((line) => workerds.some((pid) => line.includes(`pid=${pid},`)))
    .map((line) => Number(line.split(/\s+/)[3]?.split(':').pop()));
  for (const port of ports) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json`, {
        signal: AbortSignal.timeout(1_000),
      });
      const targets = await response.json();
      if (Array.isArray(targets) && targets.some((t) => t.id?.startsWith('core:user:'))) {
        return { port, targets };
      }
    } catch {
      // Not the inspector.
    }
  }
  throw new Error(
    `none of workerd's ports (${ports.join(', ')}) is its inspector: start it with WORKERS_INSPECTOR=true`,
  );
}

const TICKS_PER_SECOND = 100;
/** How long a service has to answer the profiler before it is left out. */
const ANSWER_MS = 10_000;

/** The CPU seconds each process under `systemPid` has used, by pid, with its command name. */
export function processCpu(systemPid) {
  const used = new Map();
  for (const pid of [systemPid, ...descendantsOf(systemPid)]) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the name.
      const ticks = Number(fields[11]) + Number(fields[12]);
      used.set(pid, { name, seconds: ticks / TICKS_PER_SECOND });
    } catch {
      // Gone meanwhile.
    }
  }
  return used;
}

/** CPU ms spent between two processCpu readings, by command name ('workerd', 'node'). */
export function cpuSpent(before, after) {
  const spent = {};
  for (const [pid, { name, seconds }] of after) {
    const ms = (seconds - (before.get(pid)?.seconds ?? 0)) * 1000;
    spent[name] = (spent[name] ?? 0) + ms;
  }
  return spent;
}

/** A Chrome DevTools Protocol session with one worker. */
async function connect(url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(JSON.stringify(message.error)));
    else pending.resolve(message.result);
  });
  // A service that never answers is left out, not waited for.
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      next += 1;
      const id = next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`${method} had no answer in ${ANSWER_MS} ms`));
      }, ANSWER_MS);
      const settle = (then) => (value) => {
        clearTimeout(timer);
        then(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      socket.send(JSON.stringify({ id, method, params }));
    });
  const close = () => {
    socket.close();
    for (const pending of waiting.values()) pending.reject(new Error('the inspector closed'));
    waiting.clear();
  };
  return { send, close };
}

/**
 * The modules of a bundle by line: esbuild starts each module's code with a comment naming
 * its path (`// ../../packages/telemetry/src/middleware.ts`).
 */
function moduleLines(source) {
  const starts = [];
  source.split('\n').forEach((line, index) => {
    const match = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(line);
    if (match) starts.push([index, match[1]]);
  });
  return (line) => {
    let found = '';
    for (const [start, path] of starts) {
      if (start > line) break;
      found = path;
    }
    return found;
  };
}

const partOf = (path) => PARTS.find(([, pattern]) => pattern.test(path))?.[0] ?? 'service code';

/**
 * Profiles workerd's services while `work` runs: each one's CPU time by part, in ms, and its
 * hottest functions. `ids` are inspector targets: a worker is `core:user:<name>`; Miniflare's
 * own services (each D1 database, queue, R2 bucket) are listed beside them. Sampled every
 * `intervalUs` µs.
 * @param {{ port: number; targets: { id: string }[] }} inspector what findInspector found
 * @param {readonly string[] | 'all'} ids
 * @param {() => Promise<void>} work
 */
export async function profileWorkers({ port, targets }, ids, work, intervalUs = 100) {
  const chosen = ids === 'all' ? targets.map((target) => target.id) : ids;
  const sessions = [];
  for (const id of chosen) {
    if (!targets.some((target) => target.id === id)) throw new Error(`no inspector target ${id}`);
    try {
      const cdp = await connect(`ws://127.0.0.1:${port}/${id}`);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
      await cdp.send('Profiler.start');
      sessions.push({ id, cdp });
    } catch {
      // A service with no isolate of its own to inspect.
    }
  }
  await work();
  const results = {};
  for (const { id, cdp } of sessions) {
    try {
      const { profile } = await cdp.send('Profiler.stop');
      results[id] = await attribute(cdp, profile, intervalUs * 4);
    } catch (error) {
      console.warn(`${id} left out of the profile: ${error.message}`);
    } finally {
      cdp.close();
    }
  }
  return results;
}

/** A profile's samples told by part and by function, in ms. */
async function attribute(cdp, profile, capUs) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const sources = new Map();
  let debugging;
  const moduleAt = async (scriptId) => {
    if (!sources.has(scriptId)) {
      debugging ??= cdp.send('Debugger.enable');
      await debugging;
      const { scriptSource } = await cdp
        .send('Debugger.getScriptSource', { scriptId })
        .catch(() => ({ scriptSource: '' }));
      sources.set(scriptId, moduleLines(scriptSource));
    }
    return sources.get(scriptId);
  };
  const parts = {};
  const functions = {};
  for (let index = 0; index < profile.samples.length; index += 1) {
    const node = nodes.get(profile.samples[index]);
    // workerd samples only while the isolate runs: the time since the last sample includes
    // any wait for I/O in between, so a sample counts for at most a few intervals.
    const ms = Math.min(profile.timeDeltas[index] ?? 0, capUs) / 1000;
    const { functionName, scriptId, lineNumber } = node.callFrame;
    let part;
    let where = '';
    if (functionName === '(idle)') continue;
    if (functionName === '(garbage collector)') part = GC;
    else if (scriptId === '0' || scriptId === undefined) part = RUNTIME;
    else {
      where = (await moduleAt(scriptId))(lineNumber);
      part = where ? partOf(where) : RUNTIME;
    }
    parts[part] = (parts[part] ?? 0) + ms;
    const key = `${functionName || '(anonymous)'} ${where.replace(/^(\.\.\/)+/, '')}`;
    functions[key] = (functions[key] ?? 0) + ms;
  }
  return { parts, functions };
}
