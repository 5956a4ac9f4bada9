// Lab sessions as the users service keeps them (docs/lab.md#lab-sessions): made for a browser,
// looked up by their hash (the id is never stored). In class mode each session is a learner of
// its own, a user from the start; otherwise every session uploads as the demo user, as with one
// learner.
import {
  classLearnerId,
  LAB_SESSION_HOURS,
  MAX_LIVE_LAB_SESSIONS,
  type LabSession,
  type ProvedLabSession,
} from '@repo/contracts/lab-sessions';
import { DEMO_USER_ID } from '@repo/contracts/users';
import { labSessionHash, newLabSessionId, type LabSessionId } from './session-id';

/** A session just made: its id goes to the browser as a cookie, and nowhere else. */
export interface NewLabSession extends LabSession {
  id: LabSessionId;
}

const HOUR_MS = 3_600_000;

/**
 * A new session, or undefined when MAX_LIVE_LAB_SESSIONS are alive: the count and the insert
 * are one statement, so sessions made at once cannot pass the limit together.
 */
export async function createLabSession(
  db: D1Database,
  { classMode, now = new Date() }: { classMode: boolean; now?: Date },
): Promise<NewLabSession | undefined> {
  const id = newLabSessionId();
  const hash = await labSessionHash(id);
  const learnerId = classMode ? classLearnerId(hash) : DEMO_USER_ID;
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + LAB_SESSION_HOURS * HOUR_MS).toISOString();
  const [made] = await db.batch([
    db
      .prepare(
        `INSERT INTO lab_sessions (id_hash, learner_id, created_at, expires_at)
         SELECT ?1, ?2, ?3, ?4
         WHERE (SELECT count(*) FROM lab_sessions WHERE expires_at > ?3) < ?5`,
      )
      .bind(hash, learnerId, createdAt, expiresAt, MAX_LIVE_LAB_SESSIONS),
    db
      .prepare(
        `INSERT OR IGNORE INTO users (id, name, created_at)
         SELECT ?1, ?1, ?2 WHERE EXISTS (SELECT 1 FROM lab_sessions WHERE id_hash = ?3)`,
      )
      .bind(learnerId, createdAt, hash),
  ]);
  return made?.meta.changes === 1 ? { id, learnerId, expiresAt } : undefined;
}

/**
 * The session with this hash, unless it is unknown or expired, and whether it belongs to a
 * class (docs/classes.md).
 */
export async function findLabSession(
  db: D1Database,
  hash: string,
  now = new Date(),
): Promise<ProvedLabSession | undefined> {
  const row = await db
    .prepare(
      `SELECT s.learner_id, s.expires_at, m.class_code IS NOT NULL AS in_class
       FROM lab_sessions s LEFT JOIN class_members m ON m.session_hash = s.id_hash
       WHERE s.id_hash = ?1 AND s.expires_at > ?2`,
    )
    .bind(hash, now.toISOString())
    .first<{ learner_id: string; expires_at: string; in_class: number }>();
  return row
    ? { learnerId: row.learner_id, expiresAt: row.expires_at, inClass: row.in_class === 1 }
    : undefined;
}
