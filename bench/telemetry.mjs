// Live telemetry's figures, measured in workerd through Miniflare with an in-memory D1: what
// the middleware adds to a request, how fast the queue consumer rolls events up, and how
// long the week of latency quantiles takes to read back; then the tracing figures
// (bench/tracing.mjs) in the same workerd.
import {
  eventsSent,
  expectSent,
  ingestAll,
  ms,
  ORIGIN,
  percentile,
  QUEUE_BATCH_SIZE,
  readJson,
  sorted,
  p50Interleaved,
} from './telemetry-common.mjs';
import { atLeast, below, figure, ratio } from './results.mjs';
import { createLoad } from './telemetry-messages.mjs';
import { startTelemetryWorker } from './telemetry-miniflare.mjs';
import { benchTracing, printTracingFigures, tracingFigures } from './tracing.mjs';

export const TELEMETRY_BENCH = {
  warmupRequests: 500,
  requests: 3_000,
  ingestEvents: 100_000,
  /** The middleware sends a buffer once it holds 200 events (FLUSH_THRESHOLD). */
  eventsPerBulkMessage: 200,
  weekMinutes: 7 * 24 * 60,
  requestsPerMinute: [5, 20],
  weekPoints: 168,
  queries: 30,
  seed: 20_260_420,
};

const MINUTE_MS = 60_000;

async function timedRequest(mf, route, i) {
  // Many visitors, as the gateway sees them; the plain route gets the same headers.
  const headers = { 'cf-connecting-ip': `198.51.100.${i % 250}`, 'user-agent': 'telemetry-bench' };
  const started = performance.now();
  await readJson(await mf.dispatchFetch(`${ORIGIN}/${route}/items/${i}`, { headers }), route);
  return performance.now() - started;
}

async function benchRequestCost(mf) {
  const { warmupRequests, requests } = TELEMETRY_BENCH;
  const before = await eventsSent(mf);
  const { plain, measured } = await p50Interleaved(
    ['plain', 'measured'],
    TELEMETRY_BENCH,
    (route, i) => timedRequest(mf, route, i),
  );
  // One request event per measured request; its sampler traces some of them as well.
  const sent = await expectSent(mf, before, { request: warmupRequests + requests });
  const { span: spans } = await eventsSent(mf);
  return {
    requests,
    tracedRequests: spans - before.span,
    requestEvents: sent.request,
    plainP50Ms: ms(plain),
    measuredP50Ms: ms(measured),
    addedP50Ms: ms(measured - plain),
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
  const { ingestEvents, eventsPerBulkMessage } = TELEMETRY_BENCH;
  const requestMessages = (events) => messagesOf(() => load.requestMessage(), events);
  const bulkMessages = (events) => messagesOf(() => load.bulkMessage(eventsPerBulkMessage), events);
  // A few untimed batches first, so the consumer's code is compiled before it is timed.
  await ingestAll(mf, requestMessages(5 * QUEUE_BATCH_SIZE));
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

/** Runs the telemetry and tracing benchmarks in one workerd and returns their figures. */
export async function benchTelemetry() {
  const mf = await startTelemetryWorker();
  try {
    const load = createLoad(TELEMETRY_BENCH.seed);
    const requestCost = await benchRequestCost(mf);
    const ingestion = await benchIngestion(mf, load);
    const weekQuantiles = await benchWeekQuantiles(mf, load);
    const tracing = await benchTracing(mf);
    return { requestCost, ingestion, weekQuantiles, tracing };
  } finally {
    await mf.dispose();
  }
}

/** One line per figure, with its target, in the style of bench/run.mjs. */
export function printTelemetryFigures({ requestCost, ingestion, weekQuantiles, tracing }) {
  const count = (value) => value.toLocaleString('en-NZ');
  const { weekMinutes } = TELEMETRY_BENCH;
  console.log(
    `telemetry middleware on a tiny JSON route (${count(requestCost.requests)} requests each, interleaved, through dispatchFetch): ` +
      `p50 ${requestCost.measuredP50Ms} ms with vs ${requestCost.plainP50Ms} ms without, ` +
      `+${requestCost.addedP50Ms} ms (target < 1 ms added at p50; its sampler traced ` +
      `${count(requestCost.tracedRequests)} of the ${count(requestCost.requestEvents)} requests)`,
  );
  const ingestLine = (label, run) =>
    console.log(
      `telemetry consumer, batches of ${QUEUE_BATCH_SIZE} ${label}: ${count(run.eventsPerSecond)} events/s ` +
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
  printTracingFigures(tracing);
}

/** The table's rows; the middleware's cost is measured side by side, as a ratio too. */
export function telemetryFigures({ requestCost, ingestion, weekQuantiles, tracing }) {
  return [
    figure('Telemetry middleware, added at p50', requestCost.addedP50Ms, 'ms', below(1)),
    figure(
      'Telemetry middleware, p50 with ÷ without',
      ratio(requestCost.measuredP50Ms, requestCost.plainP50Ms),
      '×',
    ),
    figure(
      'Telemetry consumer, 200-event messages',
      ingestion.bulk.eventsPerSecond,
      'events/s',
      atLeast(20_000),
    ),
    figure(
      'Telemetry consumer, one-request messages',
      ingestion.perRequest.eventsPerSecond,
      'events/s',
    ),
    figure('7-day latency quantiles query, p95', weekQuantiles.p95Ms, 'ms', below(50)),
    ...tracingFigures(tracing),
  ];
}
