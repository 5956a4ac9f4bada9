// A simulated class (docs/deploy.md#what-a-class-costs): 60 learners behind one school address,
// each with a lab session of their own, do a lab exercise's calls at the same time against one
// local system in class mode. Half of them ("breakers") switch faults on in their sessions
// (errors on users, a pause on file-events); the others only work. The class runs twice, each
// on a fresh system: alone, and with a hostile learner beside it who floods writes, makes
// session after session, starts and gives up drills, and runs a hostile queue handler in a
// consumer challenge (its host's heaviest calls), all the while. Measured: cross-talk (a
// learner's calls or Check moved by another's fault), errors outside the faults, lockouts (a
// refusal for the rate limits) of the class, the p95 of a learner's calls, with the hostile
// learner and without, and what the class cost in requests, for the instructor's estimate.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atMost, figure } from './results.mjs';
import { quantile } from './soak.mjs';
import { startSystem } from './system.mjs';

export const CLASS = {
  learners: 60,
  /** Every learner's address, as a school's network shows them all to Cloudflare. */
  address: '198.51.100.1',
  /** The hostile learner's writes in flight at once. */
  floodConcurrency: 4,
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

/** The session id a `POST /api/lab/sessions` answer set as its cookie, as a browser keeps it. */
const sessionCookie = (response) =>
  /^(?:__Host-)?lab_session=([0-9a-f]{32})/.exec(response.headers.get('set-cookie') ?? '')?.[1];

/** One learner: their session, and what their calls met. */
function learnerClient(url, index) {
  let session;
  const timings = [];
  const unexpected = [];
  const calls = { requests: 0 };
  async function call(path, init = {}, expected = [200, 201]) {
    const headers = new Headers(init.headers);
    headers.set('CF-Connecting-IP', CLASS.address);
    if (session) headers.set('cookie', `lab_session=${session.id}`);
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
    return {
      status: response.status,
      json: () => JSON.parse(body),
      cookie: sessionCookie(response),
    };
  }
  /** The refusals for the rate limits this learner met. */
  const lockouts = () => unexpected.filter((what) => / 429 /.test(what)).length;
  return {
    lockouts,
    index,
    timings,
    unexpected,
    calls,
    get session() {
      return session;
    },
    async join() {
      const made = await call('/api/lab/sessions', { method: 'POST' }, [201]);
      session = { ...made.json().data, id: made.cookie };
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

/** The hostile handler: it loops forever, in the browser, where the host stops it. */
const HOSTILE_HANDLER = 'export default { async queue(batch, env) { while (true) {} } };';
/**
 * What a hostile handler's host can ask of the server, at most: the heaviest SQL a learner's
 * database takes (a table of its own doubled up to the 512 KB cap, then batches of 50
 * aggregates over it).
 */
const PAD_SQL = [
  'CREATE TABLE pad (n INTEGER)',
  'INSERT INTO pad (n) VALUES (1)',
  ...Array.from({ length: 16 }, () => 'INSERT INTO pad (n) SELECT n FROM pad'),
];
const HEAVY_STATEMENTS = Array.from({ length: 50 }, () => ({
  sql: 'SELECT sum(n), count(*), max(n) FROM pad',
  params: [],
}));

/**
 * The hostile learner, until `stop()`: floods writes (tiny uploads, `floodConcurrency` at a
 * time), makes new sessions, starts and gives up drills, and runs a hostile consumer challenge
 * handler, in their own session: run after run (6 a minute), its host pulling and sending the
 * heaviest database calls a run takes, until the run refuses more. Answers what they got
 * through and what was refused.
 */
function hostile(url) {
  const counts = {
    writes: 0,
    writesRefused: 0,
    sessions: 0,
    sessionsRefused: 0,
    drills: 0,
    challengeRuns: 0,
    databaseCalls: 0,
  };
  let stopped = false;
  const headers = (session) => ({
    'CF-Connecting-IP': CLASS.address,
    ...(session ? { cookie: `lab_session=${session}` } : {}),
  });
  const post = (path, session, init = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      ...init,
      headers: { ...headers(session), ...init.headers },
    });
  async function newSession() {
    const response = await post('/api/lab/sessions');
    const body = await response.json();
    if (response.status === 201) counts.sessions += 1;
    else counts.sessionsRefused += 1;
    return response.status === 201 ? { ...body.data, id: sessionCookie(response) } : undefined;
  }
  async function flood(session) {
    while (!stopped) {
      const form = new FormData();
      form.append('file', new File(['flood\n'], 'flood.txt', { type: 'text/plain' }));
      form.append('userId', session.learnerId);
      const response = await post('/api/storage/upload', session.id, { body: form });
      await response.arrayBuffer();
      if (response.status === 429) counts.writesRefused += 1;
      else counts.writes += 1;
    }
  }
  async function sessions() {
    while (!stopped) {
      await newSession();
      await sleep(50);
    }
  }
  async function drills(session) {
    const json = { 'content-type': 'application/json' };
    while (!stopped) {
      const started = await post('/api/lab/drills', session.id, {
        headers: json,
        body: JSON.stringify({ level: 'medium' }),
      });
      const body = await started.json();
      if (started.status === 201) {
        counts.drills += 1;
        const gaveUp = await fetch(`${url}/api/lab/drills/${body.data.id}`, {
          method: 'DELETE',
          headers: headers(session.id),
        });
        await gaveUp.arrayBuffer();
      } else {
        await sleep(200);
      }
    }
  }
  async function challengeRuns(session) {
    const json = { 'content-type': 'application/json' };
    const base = '/api/lab/challenges/idempotent-consumer/runs';
    const send = async (path, body) => {
      const response = await post(path, session.id, { headers: json, body: JSON.stringify(body) });
      await response.arrayBuffer();
      return response.status;
    };
    while (!stopped) {
      const started = await post(base, session.id, {
        headers: json,
        body: JSON.stringify({ code: HOSTILE_HANDLER }),
      });
      const run = await started.json();
      if (started.status !== 201) {
        await sleep(1_000);
        continue;
      }
      counts.challengeRuns += 1;
      const at = `${base}/${run.data.id}`;
      await send(`${at}/pull`, { batch_size: 100, visibility_timeout_ms: 30_000 });
      for (const sql of PAD_SQL) {
        if (stopped || (await send(`${at}/db`, { statements: [{ sql, params: [] }] })) !== 200)
          break;
        counts.databaseCalls += 1;
      }
      while (!stopped && (await send(`${at}/db`, { statements: HEAVY_STATEMENTS })) === 200) {
        counts.databaseCalls += 1;
      }
    }
  }
  let running;
  return {
    async start() {
      const session = await newSession();
      if (!session) throw new Error('the hostile learner could not make a session');
      running = Promise.all([
        ...Array.from({ length: CLASS.floodConcurrency }, () => flood(session)),
        sessions(),
        drills(session),
        challengeRuns(session),
      ]);
    },
    async stop() {
      stopped = true;
      await running;
      return counts;
    },
  };
}

/** The class's exercise on a fresh system, with the hostile learner beside it or not. */
async function classRun(withHostile) {
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
      const attacker = withHostile ? hostile(system.url) : undefined;
      await attacker?.start();
      const began = performance.now();
      const results = await Promise.all(
        learners.map((learner) => exercise(learner, breakers.includes(learner))),
      );
      const seconds = (performance.now() - began) / 1000;
      const hostileCounts = await attacker?.stop();
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
        lockouts: learners.reduce((sum, learner) => sum + learner.lockouts(), 0),
        p95Ms: +quantile(timings, 0.95).toFixed(1),
        p50Ms: +quantile(timings, 0.5).toFixed(1),
        requests,
        requestsPerLearner: +(requests / learners.length).toFixed(1),
        seconds: +seconds.toFixed(1),
        hostile: hostileCounts,
      };
    } finally {
      await system.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The class alone, then with the hostile learner: `{ alone, withHostile }`. */
export async function benchClass() {
  const alone = await classRun(false);
  const withHostile = await classRun(true);
  return { alone, withHostile };
}

function printRun(label, run) {
  console.log(
    `${label}: a class of ${run.learners} (${run.breakers} with faults on in their sessions) did the exercise in ${run.seconds} s: ` +
      `${run.crossTalk.length} cross-talk, ${run.unexpected.length} errors outside the faults (${run.lockouts} lockouts); ` +
      `a learner's calls p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms; ${run.requestsPerLearner} requests a learner`,
  );
  for (const what of [...run.crossTalk, ...run.unexpected].slice(0, 10)) console.log(`  ${what}`);
}

export function printClassFigures({ alone, withHostile }) {
  printRun('Alone', alone);
  printRun('With a hostile learner', withHostile);
  const h = withHostile.hostile;
  console.log(
    `  the hostile learner: ${h.writes} writes through, ${h.writesRefused} refused; ` +
      `${h.sessions} sessions made, ${h.sessionsRefused} refused; ${h.drills} drills started and given up; ` +
      `${h.challengeRuns} hostile handler runs, ${h.databaseCalls} of their database calls taken`,
  );
}

export function classFigures({ alone, withHostile }) {
  const { learners } = alone;
  return [
    figure(
      `Class of ${learners}: cross-talk between learners`,
      alone.crossTalk.length + withHostile.crossTalk.length,
      '',
      atMost(0),
    ),
    figure(
      `Class of ${learners}: errors outside the faults`,
      alone.unexpected.length + withHostile.unexpected.length,
      '',
      atMost(0),
    ),
    figure(
      `Class of ${learners}: lockouts by a hostile learner`,
      withHostile.lockouts,
      '',
      atMost(0),
    ),
    figure(`Class of ${learners}: a learner's calls, p95`, alone.p95Ms, 'ms'),
    figure(
      `Class of ${learners}: p95 with a hostile learner ÷ without`,
      +(withHostile.p95Ms / alone.p95Ms).toFixed(2),
      '×',
      atMost(1.2),
    ),
    figure(`Class of ${learners}: requests a learner made`, alone.requestsPerLearner, ''),
    figure(
      'Hostile learner: writes refused by their session budget',
      withHostile.hostile.writesRefused,
      '',
    ),
  ];
}
