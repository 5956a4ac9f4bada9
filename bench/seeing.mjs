// How soon a learner sees what they changed (docs/performance.md, "Seeing it at once"), on the
// running system: from an answer to its trace being readable, from clearing a pause to the map
// showing the backlog at 0, and the map's query with every message fault active at once.
import { randomBytes } from 'node:crypto';
import { below, figure } from './results.mjs';
import { percentile, sorted } from './telemetry-common.mjs';

export const SEEING_BENCH = {
  /** Requests whose trace is waited for, one after another. */
  traces: 30,
  /** Pauses cleared, each after three uploads waited. */
  drains: 3,
  topologyQueries: 60,
  pollMs: 50,
};

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Polls `read` until it answers true; the ms that took. */
async function msUntil(read, timeoutMs = 30_000) {
  const start = performance.now();
  while (!(await read())) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out waiting');
    await settle(SEEING_BENCH.pollMs);
  }
  return performance.now() - start;
}

async function traceDelays(url) {
  const delays = [];
  for (let i = 0; i < SEEING_BENCH.traces; i += 1) {
    const traceId = randomBytes(16).toString('hex');
    const response = await fetch(`${url}/api/users/demo-user`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    await response.arrayBuffer();
    delays.push(
      await msUntil(async () => {
        const trace = await fetch(`${url}/api/traces/${traceId}`);
        if (trace.status !== 200) return false;
        const { spans } = await json(trace);
        return spans.some((span) => span.service === 'users');
      }),
    );
  }
  return delays;
}

const startFault = (url, request) =>
  fetch(`${url}/api/lab/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ durationSeconds: 300, ...request }),
  }).then(json);

const clearFault = (url, id) => fetch(`${url}/api/lab/faults/${id}`, { method: 'DELETE' });

async function backlog(url) {
  const topology = await json(await fetch(`${url}/api/lab/topology`));
  return topology.queues.find((queue) => queue.id === 'file-events').backlog;
}

async function upload(url, name) {
  const form = new FormData();
  form.append('file', new File([`bench ${name}\n`], name, { type: 'text/plain' }));
  form.append('userId', 'demo-user');
  const response = await fetch(`${url}/api/storage/upload`, { method: 'POST', body: form });
  await json(response);
}

async function drainDelays(url) {
  const delays = [];
  for (let i = 0; i < SEEING_BENCH.drains; i += 1) {
    await msUntil(async () => (await backlog(url)) === 0);
    const pause = await startFault(url, { target: 'file-events', type: 'pause' });
    for (const name of ['a', 'b', 'c']) await upload(url, `drain-${i}-${name}.txt`);
    await msUntil(async () => (await backlog(url)) === 3);
    await clearFault(url, pause.id);
    delays.push(await msUntil(async () => (await backlog(url)) === 0));
  }
  return delays;
}

// Every message fault at once, each at a gentle setting, as a learner's busiest map.
const ALL_MESSAGE_FAULTS = [
  { target: 'file-events', type: 'duplicate', value: 0.1 },
  { target: 'file-events', type: 'reorder' },
  { target: 'file-events', type: 'slow', value: 1 },
  { target: 'file-events', type: 'crash' },
  { target: 'file-events', type: 'delay', value: 1 },
  { target: 'file-events', type: 'poison', value: 20 },
  { target: 'file-events', type: 'send-fail' },
  { target: 'telemetry', type: 'duplicate', value: 0.1 },
  { target: 'telemetry', type: 'slow', value: 1 },
];

async function topologyTimes(url) {
  for (let i = 0; i < 5; i += 1) await backlog(url);
  const times = [];
  for (let i = 0; i < SEEING_BENCH.topologyQueries; i += 1) {
    const start = performance.now();
    await backlog(url);
    times.push(performance.now() - start);
  }
  return times;
}

/** The map's query with no fault, then with every message fault active: side by side. */
async function topologyWithFaults(url) {
  const calm = await topologyTimes(url);
  const faults = [];
  for (const request of ALL_MESSAGE_FAULTS) faults.push(await startFault(url, request));
  try {
    return { calm, faulted: await topologyTimes(url) };
  } finally {
    for (const fault of faults) await clearFault(url, fault.id);
  }
}

const ms = (value) => +value.toFixed(0);
const quantile = (values, share) => percentile(sorted(values), share * 100);

/** The three delays against `url`, a running system. */
export async function benchSeeing(url) {
  const traces = await traceDelays(url);
  const drains = await drainDelays(url);
  const { calm, faulted } = await topologyWithFaults(url);
  const topologyP95Ms = +quantile(faulted, 0.95).toFixed(1);
  const calmP95Ms = +quantile(calm, 0.95).toFixed(1);
  return {
    traceP95Ms: ms(quantile(traces, 0.95)),
    traceP50Ms: ms(quantile(traces, 0.5)),
    drainMaxMs: ms(Math.max(...drains)),
    drainMedianMs: ms(quantile(drains, 0.5)),
    topologyP95Ms,
    topologyCalmP95Ms: calmP95Ms,
    topologyFaultRatio: +(topologyP95Ms / calmP95Ms).toFixed(2),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchSeeing(process.argv[2] ?? 'http://127.0.0.1:8787'));
}

/** The rows of the results table. */
export function seeingFigures(result) {
  return [
    figure('Response to its trace readable, p95', result.traceP95Ms, 'ms', below(1000)),
    figure('Pause cleared to the map showing backlog 0, max', result.drainMaxMs, 'ms', below(2000)),
    figure('Topology with every message fault, p95', result.topologyP95Ms, 'ms', below(50)),
    figure('Topology p95, every message fault ÷ none', result.topologyFaultRatio, '×'),
  ];
}
