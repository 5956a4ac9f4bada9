// The drills kept in visualization's database: one runs at a time in each lab session (its hash,
// `scope`: labSessionScope), each with its hidden fault.
import {
  DRILL_FAULT_VALUES,
  type DrillFault,
  type HiddenDrill,
} from '@repo/contracts/lab-drill-faults';
import {
  DIAGNOSES_PER_MINUTE,
  DRILL_SECONDS,
  drillLevelSchema,
  type DrillLevel,
} from '@repo/contracts/lab-drills';
import { faultTargetSchema, faultTypeSchema } from '@repo/contracts/lab-faults';
import { endedSessionsBefore } from '@repo/session/retention';
import * as z from 'zod';
import { drillDatabase } from './drill-table';

/** Binds the time, then the session's hash. */
const RUNNING = 'ended_at IS NULL AND expires_at > ? AND session_hash = ?';

const drillRowSchema = z
  .object({
    id: z.string(),
    level: drillLevelSchema,
    target: faultTargetSchema,
    type: faultTypeSchema,
    value: z.number().nullable(),
    started_at: z.number(),
    expires_at: z.number(),
    wrong_tries: z.number(),
    window_start: z.number(),
  })
  .transform((row) => ({
    id: row.id,
    level: row.level,
    target: row.target,
    type: row.type,
    value: row.value,
    startedAt: new Date(row.started_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    wrongTries: row.wrong_tries,
    windowStart: row.window_start,
  }));

/**
 * A running drill as stored: its fault, how many wrong answers it has had, and when the minute
 * of its latest diagnoses began.
 */
export type StoredDrill = HiddenDrill & { wrongTries: number; windowStart: number };

const parse = (row: unknown): StoredDrill | undefined =>
  row === null ? undefined : drillRowSchema.parse(row);

/** The session's running drill, if any. */
export async function runningDrill(
  db: D1Database,
  now: number,
  scope: string,
): Promise<StoredDrill | undefined> {
  const row = await db
    .prepare(`SELECT * FROM lab_drills WHERE ${RUNNING} ORDER BY started_at DESC LIMIT 1`)
    .bind(now, scope)
    .first();
  return parse(row);
}

/** The session's running drill with this id, if any. */
export async function findRunningDrill(
  db: D1Database,
  id: string,
  now: number,
  scope: string,
): Promise<StoredDrill | undefined> {
  const row = await db
    .prepare(`SELECT * FROM lab_drills WHERE id = ? AND ${RUNNING}`)
    .bind(id, now, scope)
    .first();
  return parse(row);
}

/**
 * Starts a drill with `fault` in the session, unless one runs there (undefined then). One
 * statement checks and inserts, so two starts at once never make two drills.
 */
export async function startDrill(
  db: D1Database,
  level: DrillLevel,
  fault: DrillFault,
  now: number,
  scope: string,
): Promise<StoredDrill | undefined> {
  const id = crypto.randomUUID();
  const result = await db
    .prepare(
      `INSERT INTO lab_drills (id, level, target, type, value, started_at, expires_at, session_hash)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?
       WHERE NOT EXISTS (SELECT 1 FROM lab_drills WHERE ${RUNNING})`,
    )
    .bind(
      id,
      level,
      fault.target,
      fault.type,
      DRILL_FAULT_VALUES[fault.type] ?? null,
      now,
      now + DRILL_SECONDS * 1000,
      scope,
      now,
      scope,
    )
    .run();
  return result.meta.changes > 0 ? findRunningDrill(db, id, now, scope) : undefined;
}

/** Ends the session's running drill (solved or given up); false when none has this id. */
export async function endDrill(
  db: D1Database,
  id: string,
  now: number,
  scope: string,
): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE lab_drills SET ended_at = ? WHERE id = ? AND ${RUNNING}`)
    .bind(now, id, now, scope)
    .run();
  return result.meta.changes > 0;
}

const MINUTE_MS = 60_000;

/**
 * Admits one diagnosis of the drill: at most DIAGNOSES_PER_MINUTE in a minute from the first of
 * them. One statement counts and checks, so answers sent at once are never all admitted.
 * Answers the milliseconds to wait when it is refused, else 0.
 */
export async function admitDiagnosis(
  db: D1Database,
  drill: StoredDrill,
  now: number,
): Promise<number> {
  const fresh = now - MINUTE_MS;
  const admitted = await db
    .prepare(
      `UPDATE lab_drills SET
         window_answers = CASE WHEN window_start <= ?1 THEN 1 ELSE window_answers + 1 END,
         window_start = CASE WHEN window_start <= ?1 THEN ?2 ELSE window_start END
       WHERE id = ?3 AND (window_start <= ?1 OR window_answers < ?4)
       RETURNING id`,
    )
    .bind(fresh, now, drill.id, DIAGNOSES_PER_MINUTE)
    .first<string>('id');
  if (admitted !== null) return 0;
  const row = await db
    .prepare('SELECT window_start FROM lab_drills WHERE id = ?')
    .bind(drill.id)
    .first<number>('window_start');
  return Math.max(1000, (row ?? drill.windowStart) + MINUTE_MS - now);
}

/** Counts a wrong answer; answers how many the drill has had. */
export async function countWrongTry(db: D1Database, id: string): Promise<number> {
  const tries = await db
    .prepare(
      'UPDATE lab_drills SET wrong_tries = wrong_tries + 1 WHERE id = ? RETURNING wrong_tries',
    )
    .bind(id)
    .first<number>('wrong_tries');
  return tries ?? 0;
}

/**
 * Forgets the drills of sessions that have ended (docs/lab.md#retention): those a session
 * started before `endedSessionsBefore`. A drill of no session stays as a record.
 */
export async function pruneEndedDrills(db: D1Database, now: number): Promise<void> {
  await (
    await drillDatabase(db)
  )
    .prepare("DELETE FROM lab_drills WHERE session_hash <> '' AND started_at < ?")
    .bind(endedSessionsBefore(now))
    .run();
}
