// The traces API over a day of stored traces, for bench/tracing.mjs: the day stored through
// the queue consumer (its last part timed, the span ingestion figure), then GET
// /api/traces/{id} and GET /api/traces through the visualization service's own router.
import { ingestAll, ORIGIN, quantiles, readJson } from './telemetry-common.mjs';
import { spanCount } from './tracing-messages.mjs';

export const TRACE_DAY_BENCH = {
  /** A learner-heavy day: one trace every 2 s for 24 hours. */
  dayMs: 24 * 60 * 60 * 1000,
  traceEveryMs: 2_000,
  /** The day's latest traces, sent as a quiet system sends them: the timed ingestion. */
  timedTraces: 5_000,
  /** The earlier ones are stored first, this many traces' spans to a message. */
  tracesPerBulkMessage: 40,
  lookups: 100,
  listRounds: 20,
  listLimit: 20,
  /** The list's slow-trace filter. */
  minDurationMs: 25,
};

async function countStored(mf) {
  const db = await mf.getD1Database('OBSERVABILITY_DB');
  return db
    .prepare(
      'SELECT (SELECT count(*) FROM traces) AS traces, (SELECT count(*) FROM spans) AS spans',
    )
    .first();
}

/**
 * A day of traces through the consumer: the earlier ones in big messages (quick), the last
 * `timedTraces` as each worker sends a request's events, timed: the span ingestion figure.
 */
export async function fillDay(mf, load, now) {
  const { dayMs, traceEveryMs, timedTraces, tracesPerBulkMessage } = TRACE_DAY_BENCH;
  const traces = Array.from({ length: dayMs / traceEveryMs }, (_, i) =>
    load.next(now - dayMs + (i + 0.5) * traceEveryMs),
  );
  // The earlier messages hold spans only, so their events are spans.
  const earlier = load.bulkMessages(traces.slice(0, -timedTraces), tracesPerBulkMessage);
  const latest = traces.slice(-timedTraces).flatMap((traced) => load.requestMessages(traced));
  const seeded = await ingestAll(mf, earlier);
  const timed = await ingestAll(mf, latest);
  const spans = spanCount(latest);
  const stored = await countStored(mf);
  if (stored.traces !== traces.length || stored.spans !== seeded.events + spans) {
    throw new Error(
      `stored ${stored.traces} traces and ${stored.spans} spans of ${traces.length} and ${seeded.events + spans}`,
    );
  }
  const ingestion = {
    ...timed,
    spans,
    messages: latest.length,
    spansPerSecond: Math.round((spans / timed.events) * timed.eventsPerSecond),
    seeded: { ...seeded, traces: traces.length - timedTraces },
  };
  return { traces, stored, seconds: +(seeded.seconds + timed.seconds).toFixed(1), ingestion };
}

async function timedGet(mf, path, check) {
  const started = performance.now();
  const body = await readJson(await mf.dispatchFetch(`${ORIGIN}${path}`), path);
  const elapsed = performance.now() - started;
  check(body.data);
  return elapsed;
}

function expect(condition, what) {
  if (!condition) throw new Error(what);
}

/** GET /api/traces/{id} of random stored traces, checked against what was stored. */
export async function benchLookups(mf, traces, random) {
  const lookup = (traced) =>
    timedGet(mf, `/api/traces/${traced.traceId}`, ({ spans }) => {
      const stored = [...traced.gatewayEvents, ...traced.serviceEvents];
      expect(
        spans.length === spanCount([{ events: stored }]) &&
          spans.every((span) => span.traceId === traced.traceId),
        `trace ${traced.traceId} came back with ${spans.length} spans`,
      );
    });
  const pick = () => traces[Math.floor(random() * traces.length)];
  for (let i = 0; i < 5; i += 1) await lookup(pick());
  const times = [];
  for (let i = 0; i < TRACE_DAY_BENCH.lookups; i += 1) times.push(await lookup(pick()));
  return { lookups: times.length, ...quantiles(times) };
}

/** GET /api/traces, newest first, unfiltered and with each filter, in turns. */
export async function benchLists(mf, traces) {
  const { listLimit, listRounds, minDurationMs } = TRACE_DAY_BENCH;
  const newest = traces.at(-1).traceId;
  const full = (items) => items.length === listLimit;
  const queries = {
    [`limit=${listLimit}`]: (items) => full(items) && items[0].traceId === newest,
    [`service=users&limit=${listLimit}`]: (items) =>
      full(items) && items.every((item) => item.services.includes('users')),
    [`status=error&limit=${listLimit}`]: (items) =>
      full(items) && items.every((item) => item.status === 'error'),
    [`minDurationMs=${minDurationMs}&limit=${listLimit}`]: (items) =>
      full(items) && items.every((item) => item.durationMs >= minDurationMs),
  };
  const list = (query) =>
    timedGet(mf, `/api/traces?${query}`, ({ items }) =>
      expect(queries[query](items), `GET /api/traces?${query} listed ${items.length} traces`),
    );
  for (const query of Object.keys(queries)) await list(query);
  const times = [];
  const byQuery = Object.fromEntries(Object.keys(queries).map((query) => [query, []]));
  for (let round = 0; round < listRounds; round += 1) {
    for (const query of Object.keys(queries)) {
      const elapsed = await list(query);
      times.push(elapsed);
      byQuery[query].push(elapsed);
    }
  }
  return {
    queries: times.length,
    ...quantiles(times),
    byQuery: Object.entries(byQuery).map(([query, ofQuery]) => ({
      query,
      ...quantiles(ofQuery),
    })),
  };
}
