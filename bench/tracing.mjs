// The tracing figures, in the telemetry benchmark's workerd (bench/telemetry.mjs): what
// recording a request's spans adds to it and to each worker's bundle (bench/tracing-bundles.mjs), how fast the queue consumer stores spans, how
// long the traces API takes with a day of traces stored (bench/tracing-day.mjs), and the
// lab's live map over that day with its last minute busy (bench/topology.mjs).
import { TRACES_PER_SECOND } from '@repo/telemetry/tracing/sampler';
import { seededRandom } from '@repo/telemetry/testing/seeded-random';
import { randomBytes } from 'node:crypto';
import {
  eventsSent,
  expectSent,
  ms,
  ORIGIN,
  QUEUE_BATCH_SIZE,
  readJson,
  p50Interleaved,
} from './telemetry-common.mjs';
import { below, figure, ratio } from './results.mjs';
import { benchTopology, printTopologyFigure } from './topology.mjs';
import { bundleFigures, measureWorkerBundles, printBundleFigures } from './tracing-bundles.mjs';
import { benchLists, benchLookups, fillDay, TRACE_DAY_BENCH } from './tracing-day.mjs';
import { createTraceLoad } from './tracing-messages.mjs';

export const TRACING_BENCH = {
  warmupRequests: 500,
  requests: 3_000,
  seed: 20_260_421,
};

const hex = (bytes) => randomBytes(bytes).toString('hex');

/** One request with a new `traceparent` of its own; checks the answer continued that trace. */
async function timedRequest(mf, route, i) {
  const flags = route === 'sampled' ? '01' : '00';
  const traceId = hex(16);
  const headers = { traceparent: `00-${traceId}-${hex(8)}-${flags}` };
  const started = performance.now();
  const response = await mf.dispatchFetch(`${ORIGIN}/${route}/items/bench-${i}`, { headers });
  await readJson(response, route);
  const elapsed = performance.now() - started;
  const answered = response.headers.get('traceparent') ?? '';
  if (!answered.startsWith(`00-${traceId}-`) || !answered.endsWith(`-${flags}`)) {
    throw new Error(`${route} answered traceparent '${answered}' for trace ${traceId}`);
  }
  return elapsed;
}

async function benchTracingCost(mf) {
  const { warmupRequests, requests } = TRACING_BENCH;
  const before = await eventsSent(mf);
  // Alternating which goes first, as the telemetry middleware's own figure does.
  const p50s = await p50Interleaved(['unsampled', 'sampled'], TRACING_BENCH, (route, i) =>
    timedRequest(mf, route, i),
  );
  // Every sampled request records its server span and its D1 span; the unsampled ones none.
  const traced = warmupRequests + requests;
  const sent = await expectSent(mf, before, { request: 2 * traced, span: 2 * traced });
  const without = p50s.unsampled;
  const withSpans = p50s.sampled;
  return {
    requests,
    spansSent: sent.span,
    sampledRequests: traced,
    withoutP50Ms: ms(without),
    withP50Ms: ms(withSpans),
    addedP50Ms: ms(withSpans - without),
  };
}

/** The three tracing figures, in the workerd `mf` the telemetry benchmark started. */
export async function benchTracing(mf) {
  const load = createTraceLoad(TRACING_BENCH.seed);
  const cost = await benchTracingCost(mf);
  const day = await fillDay(mf, load, Date.now());
  const random = seededRandom(TRACING_BENCH.seed);
  const lookups = await benchLookups(mf, day.traces, random);
  const lists = await benchLists(mf, day.traces);
  const topology = await benchTopology(mf, load, day);
  const bundles = await measureWorkerBundles();
  return {
    cost,
    bundles,
    day: { stored: day.stored, seconds: day.seconds },
    ingestion: day.ingestion,
    lookups,
    lists,
    topology,
  };
}

/** One line per figure, with its target, in the style of bench/run.mjs. */
export function printTracingFigures({ cost, bundles, day, ingestion, lookups, lists, topology }) {
  const count = (value) => value.toLocaleString('en-NZ');
  console.log(
    `tracing cost per request (one D1 query behind the middleware, ${count(cost.requests)} requests each, interleaved): ` +
      `p50 ${cost.withoutP50Ms} ms without spans, ${cost.withP50Ms} ms with 2 spans recorded: ` +
      `+${cost.addedP50Ms} ms (target < 1 ms; ${count(cost.spansSent)} spans sent for ` +
      `${count(cost.sampledRequests)} sampled requests)`,
  );
  printBundleFigures(bundles);
  const spansPerTrace = day.stored.spans / day.stored.traces;
  const daySpansPerSecond = (day.stored.spans / (TRACE_DAY_BENCH.dayMs / 1000)).toFixed(1);
  console.log(
    `span ingestion, batches of ${QUEUE_BATCH_SIZE} one-request messages as a quiet system sends them, ` +
      `with a day of traces stored: ${count(ingestion.spansPerSecond)} spans/s ` +
      `(${count(ingestion.spans)} spans with ${count(ingestion.events - ingestion.spans)} request events ` +
      `in ${count(ingestion.messages)} messages, ${ingestion.batches} batches, ${ingestion.seconds} s; ` +
      `no target: the sampler records at most ${TRACES_PER_SECOND} new traces/s per isolate, about ` +
      `${count(Math.round(TRACES_PER_SECOND * spansPerTrace))} spans/s, and a learner-heavy day is ` +
      `${daySpansPerSecond} spans/s; the day's first ${count(ingestion.seeded.traces)} traces went in ` +
      `${TRACE_DAY_BENCH.tracesPerBulkMessage}-trace messages at ${count(ingestion.seeded.eventsPerSecond)} spans/s)`,
  );
  const ofDay = `${count(day.stored.traces)} traces, ${count(day.stored.spans)} spans`;
  console.log(
    `GET /api/traces/{id} over a day of traffic (${ofDay}; ${lookups.lookups} random stored ids): ` +
      `p50 ${lookups.p50Ms} ms, p95 ${lookups.p95Ms} ms (target p95 < 50 ms; storing the day ` +
      `through the consumer took ${day.seconds} s)`,
  );
  const perQuery = lists.byQuery
    .map(({ query, p50Ms }) => `${query.replace(/&?limit=\d+/, '') || 'newest'} ${p50Ms}`)
    .join(', ');
  console.log(
    `GET /api/traces?limit=${TRACE_DAY_BENCH.listLimit} over the same day (${lists.queries} queries, newest ` +
      `and filtered in turns): p50 ${lists.p50Ms} ms, p95 ${lists.p95Ms} ms (target p95 < 50 ms; ` +
      `p50 by query: ${perQuery} ms)`,
  );
  printTopologyFigure(topology);
}

/** The table's rows; recording spans is measured side by side, as a ratio too. */
export function tracingFigures({ cost, bundles, ingestion, lookups, lists, topology }) {
  return [
    figure(
      'Tracing cost p50 (2 spans recorded), added to a request',
      cost.addedP50Ms,
      'ms',
      below(1),
    ),
    figure('Tracing, p50 with ÷ without', ratio(cost.withP50Ms, cost.withoutP50Ms), '×'),
    ...bundleFigures(bundles),
    figure('Span ingestion, one-request messages', ingestion.spansPerSecond, 'spans/s'),
    figure('GET /api/traces/{id}, a day stored, p95', lookups.p95Ms, 'ms', below(50)),
    figure('GET /api/traces (newest, filtered), a day stored, p95', lists.p95Ms, 'ms', below(50)),
    figure('GET /api/lab/topology, a day stored, p95', topology.p95Ms, 'ms', below(50)),
  ];
}
