// Live telemetry's figures, measured in workerd through Miniflare with an in-memory D1: what
// the middleware adds to a request, how fast the queue consumer rolls events up, and how
// long the week of latency quantiles takes to read back.
import { batchesOf, createLoad, eventCount } from './telemetry-messages.mjs';
import { startTelemetryWorker } from './telemetry-miniflare.mjs';

export const TELEMETRY_BENCH = {
  warmupRequests: 500,
  requests: 3_000,
  /** The telemetry queue's max_batch_size in services/visualization/wrangler.toml. */
  batchSize: 100,
  ingestEvents: 100_000,
  /** The middleware sends a buffer once it holds 200 events (FLUSH_THRESHOLD). */
  eventsPerBulkMessage: 200,
  weekMinutes: 7 * 24 * 60,
  requestsPerMinute: [5, 20],
  weekPoints: 168,
  queries: 30,
  seed: 20_260_420,
};

const ORIGIN = 'http://telemetry.bench';
const MINUTE_MS = 60_000;

async function readJson(response, what) {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const percentile = (ascending, p) =>
  ascending[Math.min(ascending.length - 1, Math.ceil((p / 100) * ascending.length) - 1)];
const ms = (value) => +value.toFixed(2);

async function timedRequest(mf, route, i) {
  // Many visitors, as the gateway sees them; the plain route gets the same headers.
  const headers = { 'cf-connecting-ip': `198.51.100.${i % 250}`, 'user-agent': 'telemetry-bench' };
  const started = performance.now();
  await readJson(await mf.dispatchFetch(`${ORIGIN}/${route}/items/${i}`, { headers }), route);
  return performance.now() - started;
}

/**
 * Waits until the traced requests' events were all sent: the middleware buffers them and
 * sends them in batches after the responses (at most about a second later).
 */
async function expectSent(mf, events) {
  let sent = 0;
  for (let tries = 0; tries < 50 && sent < events; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    ({ eventsSent: sent } = await readJson(
      await mf.dispatchFetch(`${ORIGIN}/events-sent`),
      'sent',
    ));
  }
  if (sent !== events)
    throw new Error(`${sent} telemetry events were sent for ${events} traced requests`);
}

async function benchRequestCost(mf) {
  const { warmupRequests, requests } = TELEMETRY_BENCH;
  const times = { plain: [], traced: [] };
  for (let i = 0; i < warmupRequests + requests; i += 1) {
    // Alternating which goes first, so neither always runs right after the other's background send.
    const order = i % 2 === 0 ? ['plain', 'traced'] : ['traced', 'plain'];
    for (const route of order) {
      const elapsed = await timedRequest(mf, route, i);
      if (i >= warmupRequests) times[route].push(elapsed);
    }
  }
  await expectSent(mf, warmupRequests + requests);
  const plain = percentile(sorted(times.plain), 50);
  const traced = percentile(sorted(times.traced), 50);
  return {
    requests,
    plainP50Ms: ms(plain),
    tracedP50Ms: ms(traced),
    addedP50Ms: ms(traced - plain),
  };
}

async function ingest(mf, body) {
  const init = { method: 'POST', body, headers: { 'content-type': 'application/json' } };
  const result = await readJson(await mf.dispatchFetch(`${ORIGIN}/ingest`, init), 'ingest');
  if (result.invalid > 0 || result.duplicates > 0) {
    throw new Error(
      `ingest skipped ${result.invalid} invalid and ${result.duplicates} repeated messages`,
    );
  }
  return result.events;
}

/** Posts the messages in queue-sized batches, one after another as the one consumer takes them. */
async function ingestAll(mf, messages) {
  // Serialised first, so the time is the consumer's and not this generator's.
  const bodies = batchesOf(messages, TELEMETRY_BENCH.batchSize).map((batch) =>
    JSON.stringify(batch),
  );
  let events = 0;
  const started = performance.now();
  for (const body of bodies) events += await ingest(mf, body);
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

/** Messages from `make` until they hold at least `events` events. */
function messagesOf(make, events) {
  const messages = [];
  for (let total = 0; total < events;) {
    const message = make();
    messages.push(message);
    total += message.events.length;
  }
  return messages;
}

async function benchIngestion(mf, load) {
  const { batchSize, ingestEvents, eventsPerBulkMessage } = TELEMETRY_BENCH;
  const requestMessages = (events) => messagesOf(() => load.requestMessage(), events);
  const bulkMessages = (events) => messagesOf(() => load.bulkMessage(eventsPerBulkMessage), events);
  // A few untimed batches first, so the consumer's code is compiled before it is timed.
  await ingestAll(mf, requestMessages(5 * batchSize));
  return {
    perRequest: await ingestAll(mf, requestMessages(ingestEvents)),
    bulk: await ingestAll(mf, bulkMessages(ingestEvents)),
  };
}

/** Every minute of the last week for storage, through the consumer as live traffic would. */
async function fillWeek(mf, load, now) {
  const { weekMinutes, requestsPerMinute } = TELEMETRY_BENCH;
  const thisMinute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const messages = [];
  for (let minute = weekMinutes; minute >= 1; minute -= 1) {
    const count = load.between(...requestsPerMinute);
    for (let i = 0; i < count; i += 1)
      messages.push(load.storageMessage(thisMinute - minute * MINUTE_MS));
  }
  return ingestAll(mf, messages);
}

async function benchWeekQuantiles(mf, load) {
  const now = Date.now();
  const fill = await fillWeek(mf, load, now);
  const url = `${ORIGIN}/quantiles?start=${now - TELEMETRY_BENCH.weekMinutes * MINUTE_MS}&end=${now}`;
  const query = async () => readJson(await mf.dispatchFetch(url), 'quantiles');
  const { points } = await query();
  // Every hour of the week has data but maybe the one just begun: a point short is fine, more is a bug.
  const answered = points.filter((point) => point.p95 !== null).length;
  if (points.length !== TELEMETRY_BENCH.weekPoints || answered < TELEMETRY_BENCH.weekPoints - 1) {
    throw new Error(`the week came back as ${points.length} points, ${answered} with quantiles`);
  }
  const times = [];
  for (let i = 0; i < TELEMETRY_BENCH.queries; i += 1) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  return {
    fill,
    queries: times.length,
    points: points.length,
    p50Ms: ms(percentile(sorted(times), 50)),
    p95Ms: ms(percentile(sorted(times), 95)),
  };
}

/** Runs the three telemetry benchmarks in one workerd and returns their figures. */
export async function benchTelemetry() {
  const mf = await startTelemetryWorker();
  try {
    const load = createLoad(TELEMETRY_BENCH.seed);
    const requestCost = await benchRequestCost(mf);
    const ingestion = await benchIngestion(mf, load);
    const weekQuantiles = await benchWeekQuantiles(mf, load);
    return { requestCost, ingestion, weekQuantiles };
  } finally {
    await mf.dispose();
  }
}

/** One line per figure, with its target, in the style of bench/run.mjs. */
export function printTelemetryFigures({ requestCost, ingestion, weekQuantiles }) {
  const count = (value) => value.toLocaleString('en-NZ');
  const { batchSize, weekMinutes } = TELEMETRY_BENCH;
  console.log(
    `telemetry middleware on a tiny JSON route (${count(requestCost.requests)} requests each, interleaved, through dispatchFetch): ` +
      `p50 ${requestCost.tracedP50Ms} ms with vs ${requestCost.plainP50Ms} ms without, ` +
      `+${requestCost.addedP50Ms} ms (target < 1 ms added at p50)`,
  );
  const ingestLine = (label, run) =>
    console.log(
      `telemetry consumer, batches of ${batchSize} ${label}: ${count(run.eventsPerSecond)} events/s ` +
        `(${count(run.events)} events in ${run.batches} batches, ${run.seconds} s; target 20,000 events/s)`,
    );
  ingestLine(
    `one-request messages, as a quiet system sends them (${ingestion.perRequest.eventsPerMessage} events each on average)`,
    ingestion.perRequest,
  );
  ingestLine(
    `messages of ${ingestion.bulk.eventsPerMessage} events, as the middleware batches them under load`,
    ingestion.bulk,
  );
  const { fill } = weekQuantiles;
  console.log(
    `7-day latency quantiles of storage (${weekQuantiles.points} hourly points, ${weekQuantiles.queries} queries): ` +
      `p50 ${weekQuantiles.p50Ms} ms, p95 ${weekQuantiles.p95Ms} ms (target p95 < 50 ms; filling ` +
      `${count(weekMinutes)} minutes with ${count(fill.events)} events through the consumer took ${fill.seconds} s)`,
  );
}
