// The minutely job keeps a day of traces, and no more than the cap however many arrive; a
// session's traces and drills go once the session has ended.
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearTraces,
  getTrace,
  ingest,
  listedIds,
  newTraceId,
  span,
  spanMessage,
  TRACES_API,
} from '../../../../test/trace-fixtures';
import { runMinutely } from '../telemetry/minutely';
import { HOUR_MS } from '../telemetry/time-grid';
import { LAB_SESSION_HOURS } from '@repo/contracts/lab-sessions';
import { drillDatabase } from '../drills/drill-table';
import { MAX_STORED_TRACES, TRACE_RETENTION_HOURS } from './prune-traces';

const NOW = Date.now();
const minutely = () => runMinutely(env, (request) => SELF.fetch(request), NOW);

/** Stores a one-span trace that started at `startTime`, made in the session `session` if any. */
async function storeTrace(startTime: number, session?: string) {
  const traceId = newTraceId();
  const attributes = session ? { 'lab.session.hash': session } : {};
  await ingest([spanMessage([span(traceId, { startTime, attributes })])]);
  return traceId;
}

/** Adds `count` summaries without spans, a millisecond apart from `firstStart`, in one go. */
async function seedSummaries(count: number, firstStart: number) {
  await env.OBSERVABILITY_DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?1)
     INSERT INTO traces (trace_id, root_name, start_time, end_time, status, services, span_count)
     SELECT printf('c%031x', i), 'seeded', ?2 + i, ?2 + i + 1, 'ok', '["gateway"]', 1 FROM n`,
  )
    .bind(count, firstStart)
    .run();
}

const countTraces = async () =>
  (await env.OBSERVABILITY_DB.prepare('SELECT count(*) AS n FROM traces').first<{ n: number }>())
    ?.n;

const statusOf = async (traceId: string) => (await SELF.fetch(`${TRACES_API}/${traceId}`)).status;

beforeEach(clearTraces);

describe('trace retention', () => {
  it(`deletes the traces that started more than ${TRACE_RETENTION_HOURS} hours ago`, async () => {
    const retention = TRACE_RETENTION_HOURS * HOUR_MS;
    const stale = await storeTrace(NOW - retention - 1_000);
    const kept = await storeTrace(NOW - retention + 60_000);
    await minutely();
    expect(await statusOf(stale)).toBe(404);
    expect(await listedIds('limit=100', [stale, kept])).toEqual([kept]);
    expect((await getTrace(kept)).spans).toHaveLength(1);
  });

  it(`keeps the ${MAX_STORED_TRACES.toLocaleString('en')} newest traces`, async () => {
    const oldest = [await storeTrace(NOW - 3 * HOUR_MS), await storeTrace(NOW - 3 * HOUR_MS + 1)];
    await seedSummaries(MAX_STORED_TRACES - 1, NOW - 2 * HOUR_MS);
    const newest = await storeTrace(NOW - HOUR_MS);
    expect(await countTraces()).toBe(MAX_STORED_TRACES + 2);

    await minutely();
    expect(await countTraces()).toBe(MAX_STORED_TRACES);
    for (const traceId of oldest) expect(await statusOf(traceId)).toBe(404);
    expect((await getTrace(newest)).spans).toHaveLength(1);
  });
});

describe('the traces and drills of ended sessions', () => {
  const SESSION_MS = LAB_SESSION_HOURS * HOUR_MS;
  const session = 'e'.repeat(32);

  it(`go once they are older than a session lasts (${LAB_SESSION_HOURS} h); others stay the day`, async () => {
    const ended = await storeTrace(NOW - SESSION_MS - 60_000, session);
    const live = await storeTrace(NOW - SESSION_MS + 60_000, session);
    const noSession = await storeTrace(NOW - SESSION_MS - 60_000);
    const db = await drillDatabase(env.OBSERVABILITY_DB);
    const drill = (id: string, startedAt: number, hash: string) =>
      db
        .prepare(
          `INSERT INTO lab_drills (id, level, target, type, started_at, expires_at, session_hash)
           VALUES (?1, 'easy', 'users', 'errors', ?2, ?2 + 600000, ?3)`,
        )
        .bind(id, startedAt, hash)
        .run();
    await drill('ended', NOW - SESSION_MS - 60_000, session);
    await drill('live', NOW - SESSION_MS + 60_000, session);
    await drill('record', NOW - SESSION_MS - 60_000, '');

    await minutely();
    expect(await statusOf(ended)).toBe(404);
    expect(await listedIds('scope=all&limit=100', [ended, live, noSession])).toEqual([
      live,
      noSession,
    ]);
    const { results } = await db.prepare('SELECT id FROM lab_drills ORDER BY id').all();
    expect(results.map((row) => row.id)).toEqual(expect.arrayContaining(['live', 'record']));
    expect(results.map((row) => row.id)).not.toContain('ended');
  });
});
