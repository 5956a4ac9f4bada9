// A simulated class (docs/deploy.md#what-a-class-costs): 30 learners, each with a lab session of
// their own, do a lab exercise's calls at the same time against one local system in class mode.
// Half of them ("breakers") switch faults on in their sessions (errors on users, a pause on
// file-events); the others only work. Measured: cross-talk (a learner's calls or Check moved
// by another's fault), errors outside the faults, the p95 of a learner's calls, and what the
// class cost in requests and queue messages, for the instructor's estimate.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atMost, figure } from './results.mjs';
import { quantile } from './soak.mjs';
import { startSystem } from './system.mjs';

export const CLASS = {
  learners: 30,
  uploadsEach: 3,
  readsEach: 5,
  /**
   * How long a breaker's paused uploads must stay uncounted, and within which a working
   * learner's must be counted: a pause that reached the others would hold theirs too.
   */
  holdMs: 10_000,
  /** How long a learner waits for their own uploads to be counted. */
  countTimeoutMs: 60_000,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One learner: their session, their client address, and what their calls met. */
function learnerClient(url, index) {
  const client = `198.51.100.${index + 1}`;
  let session;
  const timings = [];
  const unexpected = [];
  const calls = { requests: 0 };
  async function call(path, init = {}, expected = [200, 201]) {
    const headers = new Headers(init.headers);
    headers.set('CF-Connecting-IP', client);
    if (session) headers.set('baggage', `lab.session=${session.id}`);
    const began = performance.now();
    const response = await fetch(`${url}${path}`, { ...init, headers });
    const body = await response.text();
    const ms = performance.now() - began;
    calls.requests += 1;
    if (!expected.includes(response.status)) {
      unexpected.push(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.slice(0, 120)}`);
    } else if (response.ok) {
      timings.push(ms);
    }
    return { status: response.status, json: () => JSON.parse(body) };
  }
  return {
    index,
    timings,
    unexpected,
    calls,
    get session() {
      return session;
    },
    async join() {
      session = (await call('/api/lab/sessions', { method: 'POST' }, [201])).json().data;
    },
    call,
    async fileCount(expected) {
      const answer = await call(`/api/users/${session.learnerId}`, {}, expected);
      return answer.status === 200 ? answer.json().data.usage.fileCount : undefined;
    },
    async upload(name) {
      const form = new FormData();
      form.append('file', new File([`class bench ${name}\n`], name, { type: 'text/plain' }));
      form.append('userId', session.learnerId);
      await call('/api/storage/upload', { method: 'POST', body: form }, [201]);
    },
    async startFault(request) {
      const answer = await call(
        '/api/lab/faults',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        },
        [201],
      );
      return answer.status === 201 ? answer.json().data : undefined;
    },
    async clearFault(id) {
      await call(`/api/lab/faults/${id}`, { method: 'DELETE' }, [200]);
    },
  };
}

/** Waits until `read` answers `wanted`; answers whether it did in time. */
async function reaches(read, wanted, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await read()) === wanted) return true;
    await sleep(500);
  }
  return false;
}

/** One learner's exercise: what their Check would decide, and any cross-talk they met. */
async function exercise(learner, breaker) {
  const crossTalk = [];
  const start = await learner.fileCount();
  const faults = [];
  if (breaker) {
    faults.push(
      await learner.startFault({ target: 'users', type: 'errors', value: 1, durationSeconds: 300 }),
      await learner.startFault({ target: 'file-events', type: 'pause', durationSeconds: 300 }),
    );
  }
  for (let n = 0; n < CLASS.uploadsEach; n += 1) await learner.upload(`l${learner.index}-${n}.txt`);
  for (let n = 0; n < CLASS.readsEach; n += 1) {
    // A breaker's own errors fault fails their reads of users; nobody else's may.
    const count = await learner.fileCount(breaker ? [503] : [200]);
    if (breaker && count !== undefined) crossTalk.push('a read went through its own errors fault');
  }
  if (breaker) {
    await sleep(CLASS.holdMs);
    // Still held by the learner's own pause, whatever the others' uploads did meanwhile.
    const clear = faults.find((fault) => fault?.type === 'errors');
    if (clear) await learner.clearFault(clear.id);
    const held = await learner.fileCount();
    if (held !== start) crossTalk.push(`its pause did not hold its uploads (${start} → ${held})`);
    for (const fault of faults) if (fault && fault !== clear) await learner.clearFault(fault.id);
  }
  // The Check: the learner's own count rose by exactly their uploads; a working learner's at
  // once, while the breakers' pauses still hold theirs.
  const counted = await reaches(
    () => learner.fileCount(),
    start + CLASS.uploadsEach,
    breaker ? CLASS.countTimeoutMs : CLASS.holdMs,
  );
  if (!counted) crossTalk.push(`its file count did not reach ${start + CLASS.uploadsEach} in time`);
  return { crossTalk, breaker };
}

export async function benchClass() {
  const dataDir = await mkdtemp(join(tmpdir(), 'amd-class-'));
  try {
    const system = await startSystem({
      dataDir,
      registerSize: 1_000,
      env: { CLASS_MODE: 'true' },
    });
    try {
      const learners = Array.from({ length: CLASS.learners }, (_, index) =>
        learnerClient(system.url, index),
      );
      await Promise.all(learners.map((learner) => learner.join()));
      const breakers = learners.filter((learner) => learner.index % 2 === 0);
      const began = performance.now();
      const results = await Promise.all(
        learners.map((learner) => exercise(learner, breakers.includes(learner))),
      );
      const seconds = (performance.now() - began) / 1000;
      const crossTalk = results.flatMap((result, index) =>
        result.crossTalk.map((what) => `learner ${index}: ${what}`),
      );
      const unexpected = learners.flatMap((learner) => learner.unexpected);
      const timings = learners.flatMap((learner) => learner.timings);
      const requests = learners.reduce((sum, learner) => sum + learner.calls.requests, 0);
      return {
        learners: learners.length,
        breakers: breakers.length,
        crossTalk,
        unexpected,
        p95Ms: +quantile(timings, 0.95).toFixed(1),
        p50Ms: +quantile(timings, 0.5).toFixed(1),
        requests,
        requestsPerLearner: +(requests / learners.length).toFixed(1),
        seconds: +seconds.toFixed(1),
      };
    } finally {
      await system.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printClassFigures(result) {
  console.log(
    `a class of ${result.learners} (${result.breakers} with faults on in their sessions) did the exercise in ${result.seconds} s: ` +
      `${result.crossTalk.length} cross-talk, ${result.unexpected.length} errors outside the faults; ` +
      `a learner's calls p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms; ${result.requestsPerLearner} requests a learner`,
  );
  for (const what of [...result.crossTalk, ...result.unexpected].slice(0, 10)) {
    console.log(`  ${what}`);
  }
}

export function classFigures(result) {
  return [
    figure('Class of 30: cross-talk between learners', result.crossTalk.length, '', atMost(0)),
    figure('Class of 30: errors outside the faults', result.unexpected.length, '', atMost(0)),
    figure("Class of 30: a learner's calls, p95", result.p95Ms, 'ms'),
    figure('Class of 30: requests a learner made', result.requestsPerLearner, ''),
  ];
}
