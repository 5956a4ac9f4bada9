// The cleanup of expired lab sessions (docs/lab.md#lab-sessions): a class learner's files are
// removed from storage once their session has expired, then the session is forgotten, and then
// the learner's user row, so a class leaves nothing behind. The demo user's files are never
// removed.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { learnerFilesPath, removedLearnerFilesSchema } from '@repo/contracts/files';
import { DEMO_USER_ID } from '@repo/contracts/users';
/** A service binding's fetch: storage's, which removes a learner's files. */
type ServiceFetcher = (request: Request) => Promise<Response>;

/** Expired sessions read at a time. */
const SESSIONS_PER_PAGE = 50;
/**
 * How long one run may go on ending sessions, well inside the 30 s a Worker's `waitUntil` has:
 * at a few milliseconds a session, thousands, more than a client may make between two runs
 * (the gateway's SESSION_LIMITER: 120 a minute), so the cleanup keeps up with creation.
 */
const RUN_BUDGET_MS = 15_000;
/** Calls per learner per run, each removing a page of files. */
const CALLS_PER_LEARNER = 10;

const removedAnswer = successEnvelopeSchema(removedLearnerFilesSchema);

/** Removes a learner's files a page at a time; answers how many are still stored. */
async function removeLearnerFiles(storage: ServiceFetcher, learnerId: string): Promise<number> {
  const url = `https://storage${learnerFilesPath(learnerId)}`;
  let remaining = 1;
  for (let call = 0; call < CALLS_PER_LEARNER && remaining > 0; call += 1) {
    const response = await storage(new Request(url, { method: 'DELETE' }));
    const parsed = removedAnswer.safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !parsed.success) {
      throw new Error(`storage answered ${response.status} to DELETE ${url}`);
    }
    remaining = parsed.data.data.remaining;
  }
  return remaining;
}

interface ExpiredSession {
  id_hash: string;
  learner_id: string;
  expires_at: string;
}

/** Expired class sessions after `after` (by expiry, then hash), a page at a time. */
function expiredAfter(db: D1Database, now: Date, after: ExpiredSession | undefined) {
  return db
    .prepare(
      `SELECT id_hash, learner_id, expires_at FROM lab_sessions
       WHERE expires_at <= ?1 AND (expires_at, id_hash) > (?2, ?3)
       ORDER BY expires_at, id_hash LIMIT ?4`,
    )
    .bind(now.toISOString(), after?.expires_at ?? '', after?.id_hash ?? '', SESSIONS_PER_PAGE)
    .all<ExpiredSession>();
}

/** SQL true for a class learner's id as `classLearnerId` makes it: 'learner-' and 12 hex digits. */
const IS_CLASS_LEARNER = `(id GLOB 'learner-*' AND length(id) = 20
  AND NOT substr(id, 9) GLOB '*[^0-9a-f]*')`;

/**
 * Forgets the class learners no session names and no ledger row counts: their user rows (their
 * usage is read from the ledger). A learner's ledger rows go once their files' deletions are
 * older than the late-event window (prune-ledger.ts), so a late event cannot bring the user
 * back after this.
 */
async function forgetLearners(db: D1Database): Promise<void> {
  await db
    .prepare(
      `DELETE FROM users WHERE ${IS_CLASS_LEARNER}
       AND id NOT IN (SELECT learner_id FROM lab_sessions)
       AND NOT EXISTS (SELECT 1 FROM user_files WHERE user_files.user_id = users.id)`,
    )
    .run();
}

/**
 * Ends the sessions that expired before `now`: each class learner's files first, then the
 * session; then forgets the learners left with nothing. A learner with files left (more than
 * one run removes) is finished by a later run, as are sessions past the run's time budget.
 * Answers how many sessions ended.
 */
export async function removeExpiredSessions(
  db: D1Database,
  storage: ServiceFetcher,
  now: Date,
  clock: () => number = Date.now,
): Promise<number> {
  // The demo user's sessions leave nothing behind to remove.
  const demo = await db
    .prepare('DELETE FROM lab_sessions WHERE expires_at <= ?1 AND learner_id = ?2')
    .bind(now.toISOString(), DEMO_USER_ID)
    .run();
  let ended = demo.meta.changes;
  const deadline = clock() + RUN_BUDGET_MS;
  let after: ExpiredSession | undefined;
  while (clock() < deadline) {
    const { results } = await expiredAfter(db, now, after);
    for (const session of results) {
      if (clock() >= deadline) break;
      after = session;
      if ((await removeLearnerFiles(storage, session.learner_id)) > 0) continue;
      await db.prepare('DELETE FROM lab_sessions WHERE id_hash = ?1').bind(session.id_hash).run();
      ended += 1;
    }
    if (results.length < SESSIONS_PER_PAGE) break;
  }
  await forgetLearners(db);
  return ended;
}
