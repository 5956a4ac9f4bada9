// What the telemetry and tracing benchmarks share: calls to the benchmark's worker
// (bench/telemetry-worker.ts), the consumer fed queue-sized batches, and percentiles.
import { batchesOf, eventCount } from './telemetry-messages.mjs';

export const ORIGIN = 'http://telemetry.bench';

/** The telemetry queue's max_batch_size in services/visualization/wrangler.toml. */
export const QUEUE_BATCH_SIZE = 100;

export async function readJson(response, what) {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

export const sorted = (values) => [...values].sort((a, b) => a - b);
export const percentile = (ascending, p) =>
  ascending[Math.min(ascending.length - 1, Math.ceil((p / 100) * ascending.length) - 1)];
export const ms = (value) => +value.toFixed(2);

/** p50 and p95 of timings in milliseconds. */
export function quantiles(times) {
  const ascending = sorted(times);
  return { p50Ms: ms(percentile(ascending, 50)), p95Ms: ms(percentile(ascending, 95)) };
}

/** The events the worker's queue accepted so far, by kind: `{ request, operation, span }`. */
export async function eventsSent(mf) {
  return (await readJson(await mf.dispatchFetch(`${ORIGIN}/events-sent`), 'sent')).eventsSent;
}

/**
 * Waits until the queue accepted `expected` more events of each kind given than `before`
 * held: the middleware buffers events and sends them in batches after the responses (at
 * most about a second later). Answers how many of each kind it accepted since.
 */
export async function expectSent(mf, before, expected) {
  const kinds = Object.keys(expected);
  const since = (now) => Object.fromEntries(kinds.map((kind) => [kind, now[kind] - before[kind]]));
  let sent = since(before);
  for (let tries = 0; tries < 50 && kinds.some((kind) => sent[kind] < expected[kind]); tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    sent = since(await eventsSent(mf));
  }
  for (const kind of kinds) {
    if (sent[kind] !== expected[kind]) {
      throw new Error(`${sent[kind]} ${kind} events were sent where ${expected[kind]} were due`);
    }
  }
  return sent;
}

async function ingest(mf, body, route) {
  const init = { method: 'POST', body, headers: { 'content-type': 'application/json' } };
  const result = await readJson(await mf.dispatchFetch(`${ORIGIN}/${route}`, init), route);
  if (result.invalid > 0 || result.duplicates > 0) {
    throw new Error(
      `ingest skipped ${result.invalid} invalid and ${result.duplicates} repeated messages`,
    );
  }
  return result.events;
}

/**
 * Posts the messages in batches of `batchSize`, one after another as the one consumer takes
 * them, and answers how fast the consumer stored them. `route` is the worker's `ingest`
 * (`ingestTelemetry` alone) or `consume` (with the telemetry queue's own counts, as the
 * consumer keeps them).
 */
export async function ingestAll(mf, messages, batchSize = QUEUE_BATCH_SIZE, route = 'ingest') {
  // Serialised first, so the time is the consumer's and not this generator's.
  const bodies = batchesOf(messages, batchSize).map((batch) => JSON.stringify(batch));
  let events = 0;
  const started = performance.now();
  for (const body of bodies) events += await ingest(mf, body, route);
  const seconds = (performance.now() - started) / 1000;
  if (events !== eventCount(messages)) {
    throw new Error(`ingested ${events} of ${eventCount(messages)} events`);
  }
  return {
    events,
    batches: bodies.length,
    eventsPerMessage: +(events / messages.length).toFixed(2),
    seconds: +seconds.toFixed(1),
    eventsPerSecond: Math.round(events / seconds),
  };
}

/**
 * Times `timed(route, i)` for both routes, `warmupRequests + requests` times each, alternating
 * which goes first so neither always runs right after the other's background send; answers
 * each route's median time after the warm-up.
 */
export async function p50Interleaved([first, second], { warmupRequests, requests }, timed) {
  const times = { [first]: [], [second]: [] };
  for (let i = 0; i < warmupRequests + requests; i += 1) {
    const order = i % 2 === 0 ? [first, second] : [second, first];
    for (const route of order) {
      const elapsed = await timed(route, i);
      if (i >= warmupRequests) times[route].push(elapsed);
    }
  }
  return {
    [first]: percentile(sorted(times[first]), 50),
    [second]: percentile(sorted(times[second]), 50),
  };
}
