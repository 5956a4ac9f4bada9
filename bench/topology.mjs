// GET /api/lab/topology (the lab's live map) for bench/tracing.mjs, over the day of traces
// bench/tracing-day.mjs stored, with the last minute made busy: the day's pace carried on up
// to now, a load test of 20 traces/s (the sampler's cap per isolate) over the last 60 s, and
// an hour of file-events queue counts in per-second buckets (a day of them in the totals).
import { topologySchema } from '@repo/contracts/lab-topology';
import { seededRandom } from '@repo/telemetry/testing/seeded-random';
import { QUEUE_SECONDS_KEPT } from '../services/visualization/src/observability/lib/queues/queue-counts';
import {
  ingestAll,
  ms,
  ORIGIN,
  QUEUE_BATCH_SIZE,
  quantiles,
  readJson,
} from './telemetry-common.mjs';
import { TRACE_DAY_BENCH } from './tracing-day.mjs';
import { spanCount } from './tracing-messages.mjs';

export const TOPOLOGY_BENCH = {
  /** A load test over the last minute, at the sampler's 20 new traces/s. */
  burstTraces: 1_200,
  burstMs: 60_000,
  /** file-events messages storage sends each second besides the traced uploads. */
  sendsPerSecond: [0, 2],
  /** The share of them the users consumer fails once, then acknowledges 2 s later. */
  retryShare: 0.03,
  warmupQueries: 5,
  queries: 60,
  /** The map's nodes: 4 workers, 3 D1 databases, the R2 bucket, 2 queues, 2 dead-letter queues. */
  nodes: 12,
  seed: 20_260_422,
};

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WINDOW_MS = 60_000;

function expect(condition, what) {
  if (!condition) throw new Error(what);
}

const startOf = (traced) => traced.gatewayEvents[0].at;

/**
 * The traces after the stored day: its pace (one every 2 s) carried on up to `now`, and
 * `burstTraces` evenly over the minute before `now`.
 */
function lastMinuteTraces(load, lastStart, now) {
  const { traceEveryMs } = TRACE_DAY_BENCH;
  const { burstTraces, burstMs } = TOPOLOGY_BENCH;
  const paced = [];
  for (let at = lastStart + traceEveryMs; at < now; at += traceEveryMs) paced.push(load.next(at));
  const step = burstMs / burstTraces;
  const burst = Array.from({ length: burstTraces }, (_, i) =>
    load.next(Math.floor(now - burstMs + (i + 0.5) * step)),
  );
  return { paced, burst };
}

/**
 * The file-events queue's counts per second over the last hour up to `now`: the untraced
 * sends, and one for each traced upload's `send file-events` span. The users consumer
 * acknowledges a message the second after it was sent; `retryShare` of them fail once first
 * and are acknowledged 2 s after that. Those not acknowledged by `now` are the backlog.
 */
function fileEventSeconds(random, traces, now) {
  const { sendsPerSecond, retryShare } = TOPOLOGY_BENCH;
  const nowSecond = Math.floor(now / SECOND_MS);
  const firstSecond = nowSecond - QUEUE_SECONDS_KEPT + 1;
  const seconds = new Map();
  const add = (second, action) => {
    if (second < firstSecond || second > nowSecond) return;
    const counts = seconds.get(second) ?? { sent: 0, acked: 0, retried: 0 };
    counts[action] += 1;
    seconds.set(second, counts);
  };
  const send = (at) => {
    const second = Math.floor(at / SECOND_MS);
    add(second, 'sent');
    const retried = random() < retryShare;
    if (retried) add(second + 1, 'retried');
    add(second + (retried ? 3 : 1), 'acked');
  };
  const [low, high] = sendsPerSecond;
  for (let second = firstSecond; second <= nowSecond; second += 1) {
    const sends = low + Math.floor(random() * (high - low + 1));
    for (let i = 0; i < sends; i += 1) send(second * SECOND_MS + Math.floor(random() * SECOND_MS));
  }
  for (const traced of traces) {
    for (const event of traced.serviceEvents) {
      if (event.kind === 'span' && event.spanKind === 'producer') {
        send(Math.floor(event.startTime + event.durationMs));
      }
    }
  }
  return { seconds, firstSecond };
}

/**
 * The queue events of a day of file-events: the last hour per second, as storage (sent) and
 * users (acked, retried) report them, one message per worker and minute; the 23 hours before
 * it one event per action and hour at the learners' pace (acknowledged, all of them).
 */
function fileEventMessages(random, traces, now) {
  const { seconds, firstSecond } = fileEventSeconds(random, traces, now);
  const messages = new Map();
  const event = (service, action, count, at) => {
    const key = `${service}|${Math.floor(at / MINUTE_MS)}`;
    const message = messages.get(key) ?? { id: `topology-bench-queue-${key}`, events: [] };
    message.events.push({ kind: 'queue', service, queue: 'file-events', action, count, at });
    messages.set(key, message);
  };
  const totals = { sent: 0, acked: 0, retried: 0 };
  const count = (service, action, n, at) => {
    if (n === 0) return;
    event(service, action, n, at);
    totals[action] += n;
  };
  const [low, high] = TOPOLOGY_BENCH.sendsPerSecond;
  const perHour = (QUEUE_SECONDS_KEPT * (low + high)) / 2;
  for (let hour = 23; hour >= 1; hour -= 1) {
    const at = firstSecond * SECOND_MS - hour * HOUR_MS;
    const retried = Math.round(perHour * TOPOLOGY_BENCH.retryShare);
    count('storage', 'sent', perHour, at);
    count('users', 'retried', retried, at);
    count('users', 'acked', perHour, at);
  }
  for (const [second, counts] of [...seconds].sort(([a], [b]) => a - b)) {
    const at = second * SECOND_MS;
    count('storage', 'sent', counts.sent, at);
    count('users', 'retried', counts.retried, at);
    count('users', 'acked', counts.acked, at);
  }
  return { messages: [...messages.values()], totals };
}

async function storedCounts(mf) {
  const db = await mf.getD1Database('OBSERVABILITY_DB');
  return db
    .prepare(
      `SELECT (SELECT count(*) FROM traces) AS traces, (SELECT count(*) FROM spans) AS spans,
        (SELECT count(*) FROM queue_seconds) AS queueSeconds,
        (SELECT count(*) FROM telemetry_ledger) AS ledger`,
    )
    .first();
}

async function prune(mf) {
  await readJson(
    await mf.dispatchFetch(`${ORIGIN}/prune-queue-counts`, { method: 'POST' }),
    'prune-queue-counts',
  );
}

/** A trace's events as its two workers send them (messages without ids, for counting). */
const requestMessagesOf = (traced) => [
  { events: traced.gatewayEvents },
  { events: traced.serviceEvents },
];

/** The traces and spans of `traces` that started in the map's window ending at `at`. */
function inWindow(traces, at) {
  const recent = traces.filter((traced) => {
    const start = startOf(traced);
    return start > at - WINDOW_MS && start <= at;
  });
  return { traces: recent.length, spans: spanCount(recent.flatMap(requestMessagesOf)) };
}

const edgeOf = (map, from, to) => map.edges.find((edge) => edge.from === from && edge.to === to);

/** Every answer: the schema, every node, and the busy edges with figures. */
function checkMap(data, backlog) {
  const map = topologySchema.parse(data);
  expect(map.nodes.length === TOPOLOGY_BENCH.nodes, `the map has ${map.nodes.length} nodes`);
  for (const [from, to] of [
    ['gateway', 'storage'],
    ['storage', 'storage-db'],
  ]) {
    const edge = edgeOf(map, from, to);
    expect(
      edge && edge.requestsPerSecond > 0 && edge.p95Ms !== null && edge.p95Ms > 0,
      `${from} → ${to} came back as ${JSON.stringify(edge)}`,
    );
  }
  const fileEvents = map.queues.find((queue) => queue.id === 'file-events');
  expect(
    fileEvents?.backlog === backlog,
    `file-events came back as ${JSON.stringify(fileEvents)}, its backlog due ${backlog}`,
  );
  return map;
}

async function timedTopology(mf, backlog) {
  const started = performance.now();
  const body = await readJson(await mf.dispatchFetch(`${ORIGIN}/api/lab/topology`), 'topology');
  const elapsed = performance.now() - started;
  return { elapsed, map: checkMap(body.data, backlog) };
}

/**
 * Makes the last minute busy on top of the stored day (`day` from fillDay, `load` its trace
 * generator), then times GET /api/lab/topology through the visualization service's router.
 */
export async function benchTopology(mf, load, day) {
  const random = seededRandom(TOPOLOGY_BENCH.seed);
  const before = await storedCounts(mf);
  const now = Date.now();
  const { paced, burst } = lastMinuteTraces(load, startOf(day.traces.at(-1)), now);
  const added = [...paced, ...burst].sort((a, b) => startOf(a) - startOf(b));
  const queue = fileEventMessages(random, added, now);
  expect(queue.totals.sent > queue.totals.acked, 'the file-events queue has no backlog');
  const started = performance.now();
  // Each worker's request events and spans in a message of their own, as a busy system
  // sends them (the consumer's own counts and ledger too); the queue counts before them.
  const queueIngest = await ingestAll(mf, queue.messages, QUEUE_BATCH_SIZE, 'consume');
  await prune(mf);
  const traceMessages = added.flatMap((traced) => load.requestMessages(traced));
  await ingestAll(mf, traceMessages, QUEUE_BATCH_SIZE, 'consume');
  const seedSeconds = (performance.now() - started) / 1000;
  const stored = await storedCounts(mf);
  const burstSpans = spanCount(burst.flatMap(requestMessagesOf));
  const addedSpans = spanCount(traceMessages);
  expect(
    stored.traces === before.traces + added.length && stored.spans === before.spans + addedSpans,
    `stored ${stored.traces - before.traces} traces and ${stored.spans - before.spans} spans ` +
      `of ${added.length} and ${addedSpans}`,
  );
  const backlog = queue.totals.sent - queue.totals.acked;
  const traces = [...day.traces, ...added];
  for (let i = 0; i < TOPOLOGY_BENCH.warmupQueries; i += 1) await timedTopology(mf, backlog);
  const times = [];
  const firstAt = Date.now();
  let last;
  for (let i = 0; i < TOPOLOGY_BENCH.queries; i += 1) {
    last = await timedTopology(mf, backlog);
    times.push(last.elapsed);
  }
  const lastAt = Date.now();
  const figure = (from, to) => {
    const edge = edgeOf(last.map, from, to);
    return {
      perSecond: +edge.requestsPerSecond.toFixed(1),
      p95Ms: edge.p95Ms === null ? null : ms(edge.p95Ms),
    };
  };
  return {
    queries: times.length,
    ...quantiles(times),
    seeded: {
      paced: paced.length,
      burst: burst.length,
      burstSpans,
      queueEvents: queueIngest.events,
      fileEventsSent: queue.totals.sent,
      queueSeconds: stored.queueSeconds,
      ledger: stored.ledger,
      stored,
      seconds: +seedSeconds.toFixed(1),
    },
    window: { first: inWindow(traces, firstAt), last: inWindow(traces, lastAt) },
    edges: {
      gatewayStorage: figure('gateway', 'storage'),
      storageDb: figure('storage', 'storage-db'),
      fileEvents: figure('storage', 'file-events'),
    },
    backlog,
  };
}

/** The figure's line, in the style of bench/run.mjs. */
export function printTopologyFigure({ queries, p50Ms, p95Ms, seeded, window, edges, backlog }) {
  const count = (value) => value.toLocaleString('en-NZ');
  const { stored } = seeded;
  const edge = ({ perSecond, p95Ms: p95 }) => `${perSecond}/s, p95 ${p95} ms`;
  console.log(
    `GET /api/lab/topology over a day of traffic (${count(stored.traces)} traces, ` +
      `${count(stored.spans)} spans; the last minute a load test of ${count(seeded.burst)} traces ` +
      `(${count(seeded.burstSpans)} spans) at 20 traces/s on top of the day's pace, ` +
      `${count(window.first.traces)} traces (${count(window.first.spans)} spans) in the map's ` +
      `60 s window at the first timed query and ${count(window.last.traces)} at the last; ` +
      `${count(seeded.fileEventsSent)} file-events sent over the day in ` +
      `${count(seeded.queueEvents)} queue events, ${count(seeded.queueSeconds)} per-second ` +
      `buckets kept, ${count(seeded.ledger)} telemetry ledger entries; ${queries} queries): ` +
      `p50 ${p50Ms} ms, p95 ${p95Ms} ms (target p95 < 50 ms; gateway → storage ` +
      `${edge(edges.gatewayStorage)}, storage → storage-db ${edge(edges.storageDb)}, storage → ` +
      `file-events ${edges.fileEvents.perSecond}/s, backlog ${backlog}; seeding the last hour ` +
      `through the consumer took ${seeded.seconds} s)`,
  );
}
