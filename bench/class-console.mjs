// The class console live (docs/classes.md#live): a class of 60 works while the console is
// open, and each learner's report is timed until the console has it, two ways at once: over
// the class's WebSocket (its Durable Object pushes each member as they change) and by polling
// the roster every 2 s, the other way a console could stay live. Also counted: what the console
// and the class cost in requests, per learner-minute (docs/deploy.md#what-a-class-costs).
import WebSocket from 'ws';
import { atMost, figure } from './results.mjs';
import { quantile } from './soak.mjs';
import { startSystem } from './system.mjs';

export const CONSOLE_BENCH = {
  learners: 60,
  /** How long the class works. */
  seconds: 60,
  /** Each learner reports this often on average (a move, a step, a quiz): every 10 s. */
  reportEveryMs: 10_000,
  pollEveryMs: 2_000,
  address: '198.51.100.1',
  token: 'bench-class-console-token',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function client(url) {
  let cookie = '';
  let requests = 0;
  async function call(path, init = {}) {
    const headers = new Headers(init.headers);
    headers.set('CF-Connecting-IP', CONSOLE_BENCH.address);
    if (cookie) headers.set('cookie', cookie);
    if (init.body) headers.set('content-type', 'application/json');
    requests += 1;
    const response = await fetch(`${url}${path}`, { ...init, headers });
    const set = /^(lab_session=[0-9a-f]{32})/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (set) cookie = set;
    const body = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.slice(0, 200)}`);
    return JSON.parse(body).data;
  }
  return { call, requests: () => requests };
}

const report = (section) => ({
  location: {
    moduleId: 'reliable-messaging',
    section,
    sectionTitle: `Section ${section + 1}`,
    lab: null,
  },
  modules: [
    {
      moduleId: 'reliable-messaging',
      sectionsDone: Math.min(section, 5),
      sectionCount: 5,
      labsDone: 0,
      labCount: 5,
    },
  ],
  labsPassed: [],
});

/** Runs the class on a fresh system in class mode: `{ pushMs, pollMs, … }`. */
export async function benchClassConsole() {
  const { learners, seconds, reportEveryMs, pollEveryMs, token } = CONSOLE_BENCH;
  const system = await startSystem({ env: { CLASS_MODE: 'true', ADMIN_TOKEN: token } });
  try {
    const admin = { authorization: `Bearer ${token}` };
    const instructor = client(system.url);
    const { code } = await instructor.call('/api/classes', {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'Bench class' }),
    });
    const members = await Promise.all(
      Array.from({ length: learners }, async (_, index) => {
        const learner = client(system.url);
        await learner.call('/api/lab/sessions', { method: 'POST' });
        const name = `Learner ${index + 1}`;
        await learner.call(`/api/classes/${code}/members`, {
          method: 'POST',
          body: JSON.stringify({ displayName: name }),
        });
        return { learner, name, section: 0 };
      }),
    );

    // What was sent, and when each way saw it: name#section -> times.
    const sent = new Map();
    const pushed = [];
    const polled = [];
    const socket = new WebSocket(`${system.url.replace(/^http/, 'ws')}/api/classes/${code}/live`, {
      headers: { ...admin, 'CF-Connecting-IP': CONSOLE_BENCH.address },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let pushMessages = 0;
    socket.on('message', (data) => {
      pushMessages += 1;
      const message = JSON.parse(String(data));
      if (message.type !== 'member') return;
      const key = `${message.member.displayName}#${message.member.location?.section}`;
      const at = sent.get(key);
      if (at && at.pushed === undefined) {
        at.pushed = performance.now();
        pushed.push(at.pushed - at.began);
      }
    });

    const end = performance.now() + seconds * 1000;
    let polls = 0;
    const poller = (async () => {
      while (performance.now() < end + pollEveryMs) {
        const roster = await instructor.call(`/api/classes/${code}`, { headers: admin });
        polls += 1;
        const now = performance.now();
        for (const member of roster.members) {
          const at = sent.get(`${member.displayName}#${member.location?.section}`);
          if (at && at.polled === undefined) {
            at.polled = now;
            polled.push(now - at.began);
          }
        }
        await sleep(pollEveryMs);
      }
    })();
    await Promise.all(
      members.map(async (member) => {
        await sleep(Math.random() * reportEveryMs);
        while (performance.now() < end) {
          member.section = (member.section + 1) % 50;
          const entry = { began: performance.now() };
          sent.set(`${member.name}#${member.section}`, entry);
          await member.learner.call(`/api/classes/${code}/members/me`, {
            method: 'PUT',
            body: JSON.stringify(report(member.section)),
          });
          await sleep(reportEveryMs * (0.5 + Math.random()));
        }
      }),
    );
    await poller;
    socket.close();
    const reports = sent.size;
    const learnerMinutes = (learners * seconds) / 60;
    const learnerRequests = members.reduce((sum, { learner }) => sum + learner.requests(), 0);
    return {
      learners,
      seconds,
      reports,
      missedByPush: reports - pushed.length,
      pushP50Ms: Math.round(quantile(pushed, 0.5)),
      pushP95Ms: Math.round(quantile(pushed, 0.95)),
      pollP50Ms: Math.round(quantile(polled, 0.5)),
      pollP95Ms: Math.round(quantile(polled, 0.95)),
      learnerRequestsPerMinute: +(learnerRequests / learnerMinutes).toFixed(2),
      pollRequestsPerLearnerMinute: +(polls / learnerMinutes).toFixed(3),
      pushMessagesPerLearnerMinute: +(pushMessages / learnerMinutes).toFixed(2),
    };
  } finally {
    await system.stop();
  }
}

export function printConsoleFigures(run) {
  console.log(
    `Console: a class of ${run.learners} sent ${run.reports} reports in ${run.seconds} s (${run.missedByPush} not pushed); ` +
      `on the console over the WebSocket p50 ${run.pushP50Ms} ms, p95 ${run.pushP95Ms} ms; ` +
      `by polling every 2 s p50 ${run.pollP50Ms} ms, p95 ${run.pollP95Ms} ms; ` +
      `a learner made ${run.learnerRequestsPerMinute} requests a minute; the console ${run.pushMessagesPerLearnerMinute} pushed messages, ` +
      `or ${run.pollRequestsPerLearnerMinute} polls, per learner-minute`,
  );
}

export function consoleFigures(run) {
  const { learners } = run;
  return [
    figure(
      `Console, class of ${learners}: a learner's action shown, p95 (WebSocket)`,
      run.pushP95Ms,
      'ms',
      atMost(2000),
    ),
    figure(
      `Console, class of ${learners}: a learner's action shown, p95 (polling every 2 s)`,
      run.pollP95Ms,
      'ms',
    ),
    figure(
      `Console, class of ${learners}: reports the WebSocket missed`,
      run.missedByPush,
      '',
      atMost(0),
    ),
    figure(
      `Console, class of ${learners}: a learner's requests a minute`,
      run.learnerRequestsPerMinute,
      '',
    ),
  ];
}
