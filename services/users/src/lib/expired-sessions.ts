// The cleanup of expired lab sessions (docs/lab.md#lab-sessions): a class learner's files are
// removed from storage once their session has expired, then the session is forgotten, so a
// class leaves no storage behind. The demo user's files are never removed.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { learnerFilesPath, removedLearnerFilesSchema } from '@repo/contracts/files';
import { DEMO_USER_ID } from '@repo/contracts/users';
import type { ServiceFetcher } from '@repo/service-kit/probe-service';

/** Sessions ended per run; the next run takes the rest. */
const SESSIONS_PER_RUN = 20;
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

/**
 * Ends the sessions that expired before `now`: each class learner's files first, then the
 * session. A learner with files left (more than one run removes) is finished by a later run.
 * Answers how many sessions ended.
 */
export async function removeExpiredSessions(
  db: D1Database,
  storage: ServiceFetcher,
  now: Date,
): Promise<number> {
  const { results } = await db
    .prepare(
      'SELECT id_hash, learner_id FROM lab_sessions WHERE expires_at <= ?1 ORDER BY expires_at LIMIT ?2',
    )
    .bind(now.toISOString(), SESSIONS_PER_RUN)
    .all<{ id_hash: string; learner_id: string }>();
  let ended = 0;
  for (const session of results) {
    if (session.learner_id !== DEMO_USER_ID) {
      if ((await removeLearnerFiles(storage, session.learner_id)) > 0) continue;
    }
    await db.prepare('DELETE FROM lab_sessions WHERE id_hash = ?1').bind(session.id_hash).run();
    ended += 1;
  }
  return ended;
}
