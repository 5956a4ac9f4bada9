// A bounded soak: mixed traffic at a steady rate against a running system, with each minute's
// errors, p99, the runtime's memory (every workerd process of the system) and the growth of
// its data folder (docs/performance.md#soak).
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runtimeRssBytes } from './process-memory.mjs';
import { atMost, below, figure } from './results.mjs';
import { requestFor, SOAK_CYCLE, soakFiles } from './soak-traffic.mjs';

const MiB = 1024 * 1024;

export const SOAK = {
  /** 20 minutes; SOAK_SECONDS or `--seconds=N` makes it shorter for a try. */
  seconds: 1_200,
  /** After the traffic, how long the system idles before its memory is read again. */
  idleSeconds: 120,
  /** The runtime's memory levels off: growth a minute over the soak's second half. */
  lateGrowthTargetMiBPerMinute: 5,
  /** After the idle, the runtime's memory is at most this much above its plateau. */
  idleOverPlateauTarget: 1.1,
  /** 40; SOAK_RATE sets another, to find where a slower machine stands. */
  requestsPerSecond: Number(process.env.SOAK_RATE) > 0 ? Number(process.env.SOAK_RATE) : 40,
  windowSeconds: 60,
  /** Traffic first sent and not counted: the workers' first requests compile and warm up. */
  warmupSeconds: 10,
  /** A request not answered in this long counts as an error. */
  timeoutMs: 10_000,
  p99TargetMs: 250,
};

/** The soak's length: `--seconds=N`, else SOAK_SECONDS, else SOAK.seconds. */
export function soakSeconds(argv = process.argv, env = process.env) {
  const arg = argv.find((value) => value.startsWith('--seconds='))?.slice('--seconds='.length);
  const seconds = Number(arg ?? env.SOAK_SECONDS ?? SOAK.seconds);
  if (!Number.isInteger(seconds) || seconds < 10) {
    throw new Error(`the soak's length must be a whole number of seconds, at least 10: ${seconds}`);
  }
  return seconds;
}

/** Bytes of every file under `dir`. */
export async function folderBytes(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    total += await stat(join(entry.parentPath ?? entry.path, entry.name)).then(
      (info) => info.size,
      () => 0,
    );
  }
  return total;
}

/** The `q` quantile (0 to 1) of `values`, nearest rank. */
export function quantile(values, q) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function exchange(url, request) {
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    body: request.body,
    signal: AbortSignal.timeout(SOAK.timeoutMs),
  });
  if (response.ok && request.onAnswer) await request.onAnswer(response);
  else await response.arrayBuffer();
  return response.ok ? null : `${request.method} ${request.path}: ${response.status}`;
}

/**
 * One request: its time and its error, if any. An answer not read within the timeout is an
 * error whatever the fetch does (an aborted body can be left pending for good).
 */
async function send(url, request) {
  const started = performance.now();
  const late = sleep(SOAK.timeoutMs + 1_000).then(
    () => `${request.method} ${request.path}: no answer within ${SOAK.timeoutMs} ms`,
  );
  const error = await Promise.race([
    exchange(url, request).catch((failure) => `${request.method} ${request.path}: ${failure}`),
    late,
  ]);
  return { ms: performance.now() - started, error };
}

/** Fires `fire(n)` for n = 0 … total - 1, `perSecond` a second from now; resolves after the last. */
async function paced(total, perSecond, fire) {
  const started = performance.now();
  for (let sent = 0; sent < total; sent += 1) {
    await sleep(started + (sent * 1000) / perSecond - performance.now());
    fire(sent);
  }
}

/**
 * Sends the mixed traffic at `requestsPerSecond` (open loop: a slow answer does not slow the
 * rate) for SOAK.warmupSeconds, uncounted, then for `seconds`, against the system at `url`
 * whose runtime descends from `pid` and whose data lives in `dataDir`. Answers one row a
 * minute and the errors' first examples.
 */
export async function runSoak({ url, pid, dataDir }, seconds, say = console.log) {
  const { requestsPerSecond, windowSeconds } = SOAK;
  const files = soakFiles();
  const windows = [];
  const errors = [];
  const pending = [];
  const warmup = SOAK.warmupSeconds * requestsPerSecond;
  const warming = [];
  await paced(warmup, requestsPerSecond, (sent) =>
    warming.push(send(url, requestFor(SOAK_CYCLE[sent % SOAK_CYCLE.length], files))),
  );
  await Promise.all(warming);
  const startRss = await runtimeRssBytes(pid);
  const startDisk = await folderBytes(dataDir);
  const started = performance.now();
  const total = seconds * requestsPerSecond;
  const perWindow = windowSeconds * requestsPerSecond;
  let closing = Promise.resolve();
  await paced(total, requestsPerSecond, (sent) => {
    const index = Math.floor(sent / perWindow);
    windows[index] ??= { latencies: [], errors: 0 };
    const window = windows[index];
    const request = requestFor(SOAK_CYCLE[(warmup + sent) % SOAK_CYCLE.length], files);
    pending.push(
      send(url, request).then(({ ms, error }) => {
        window.latencies.push(ms);
        if (!error) return;
        window.errors += 1;
        if (errors.length < 10) errors.push(error);
      }),
    );
    if ((sent + 1) % perWindow !== 0 && sent + 1 !== total) return;
    // The window's figures once its own requests are answered; the next window goes on.
    const answered = Promise.all(pending.splice(0));
    closing = closing.then(async () => {
      await answered;
      window.rssBytes = await runtimeRssBytes(pid);
      window.diskBytes = await folderBytes(dataDir);
      const p99 = Math.round(quantile(window.latencies, 0.99));
      say(
        `  minute ${index + 1}: ${window.latencies.length} requests, ${window.errors} errors, ` +
          `p99 ${p99} ms, runtime ${(window.rssBytes / MiB).toFixed(0)} MiB, ` +
          `data folder ${(window.diskBytes / MiB).toFixed(1)} MiB`,
      );
    });
  });
  await closing;
  const elapsedSeconds = (performance.now() - started) / 1000;
  // Quiet: does the runtime give back what the traffic took, or at least keep no more?
  await new Promise((resolve) => setTimeout(resolve, SOAK.idleSeconds * 1000));
  const idleRss = await runtimeRssBytes(pid);
  say(`  after ${SOAK.idleSeconds} s idle: runtime ${(idleRss / MiB).toFixed(0)} MiB`);
  return { windows, errors, startRss, startDisk, elapsedSeconds, requests: total, idleRss };
}

/** Per-minute rows and overall figures of a soak's windows. */
export function soakSummary({ windows, startRss, startDisk, elapsedSeconds, requests, idleRss }) {
  const minutes = windows.map((window, index) => ({
    minute: index + 1,
    requests: window.latencies.length,
    errors: window.errors,
    p99Ms: Math.round(quantile(window.latencies, 0.99)),
    rssMiB: +(window.rssBytes / MiB).toFixed(1),
    diskMiB: +(window.diskBytes / MiB).toFixed(2),
  }));
  const last = windows.at(-1);
  const perMinute = (bytes) => +((bytes / MiB) * (60 / elapsedSeconds)).toFixed(2);
  // The second half: from the end of the middle minute (minute 10 of 20) to the last.
  const middle = windows[Math.floor(windows.length / 2) - 1] ?? { rssBytes: startRss };
  const lateMinutes = windows.length - Math.floor(windows.length / 2);
  return {
    minutes,
    errors: minutes.reduce((sum, minute) => sum + minute.errors, 0),
    worstP99Ms: Math.max(...minutes.map((minute) => minute.p99Ms)),
    requestsPerSecond: +(requests / elapsedSeconds).toFixed(1),
    rssStartMiB: +(startRss / MiB).toFixed(1),
    rssEndMiB: +(last.rssBytes / MiB).toFixed(1),
    rssGrowthMiBPerMinute: perMinute(last.rssBytes - startRss),
    rssLateGrowthMiBPerMinute: +((last.rssBytes - middle.rssBytes) / MiB / lateMinutes).toFixed(2),
    rssIdleMiB: +(idleRss / MiB).toFixed(1),
    rssIdleOverPlateau: +(idleRss / last.rssBytes).toFixed(2),
    diskGrowthMiBPerMinute: perMinute(last.diskBytes - startDisk),
  };
}

/** The soak's rows of the bench table. */
export function soakFigures(summary, seconds) {
  const length = seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
  const name = (what) => `Soak, ${SOAK.requestsPerSecond} req/s for ${length}: ${what}`;
  return [
    figure(name('failed requests'), summary.errors, 'requests', atMost(0)),
    figure(name('worst minute p99'), summary.worstP99Ms, 'ms', below(SOAK.p99TargetMs)),
    figure(name('runtime RSS at the end'), summary.rssEndMiB, 'MiB'),
    figure(name('runtime RSS growth a minute'), summary.rssGrowthMiBPerMinute, 'MiB/min'),
    figure(
      name('runtime RSS growth a minute, second half'),
      summary.rssLateGrowthMiBPerMinute,
      'MiB/min',
      below(SOAK.lateGrowthTargetMiBPerMinute),
    ),
    figure(
      name(`runtime RSS after ${SOAK.idleSeconds} s idle ÷ at the end of the traffic`),
      summary.rssIdleOverPlateau,
      '×',
      atMost(SOAK.idleOverPlateauTarget),
    ),
    figure(name('data folder growth a minute'), summary.diskGrowthMiBPerMinute, 'MiB/min'),
  ];
}
