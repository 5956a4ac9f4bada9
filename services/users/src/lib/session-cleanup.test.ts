// The cleanup of expired lab sessions on workerd with the worker's own D1; storage's side,
// which removes the files, is tested in storage (learner-files.test.ts): here a stand-in answers
// as it does, and records what it was asked. It keeps up with a class making sessions, and
// forgets a learner once nothing of theirs is left.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { removeExpiredSessions } from '@repo/session/cleanup';

const NOW = new Date('2026-11-26T12:00:00.000Z');

async function session(hash: string, learnerId: string, expiresAt: string) {
  await env.USERS_DB.prepare(
    'INSERT INTO lab_sessions (id_hash, learner_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?3)',
  )
    .bind(hash, learnerId, expiresAt)
    .run();
}

const kept = async () =>
  (
    await env.USERS_DB.prepare('SELECT id_hash FROM lab_sessions ORDER BY id_hash').all<{
      id_hash: string;
    }>()
  ).results.map((row) => row.id_hash);

/** Storage as it answers: `remaining` files left after each call, one page a call. */
function storage(pages: Record<string, number[]>) {
  const asked: string[] = [];
  const fetcher = async (request: Request) => {
    const learner = decodeURIComponent(new URL(request.url).pathname.split('/')[3] ?? '');
    asked.push(`${request.method} ${learner}`);
    const remaining = pages[learner]?.shift() ?? 0;
    return Response.json({ success: true, data: { removed: 1, remaining } });
  };
  return { asked, fetcher };
}

describe('removeExpiredSessions', () => {
  it("removes an expired learner's files, then forgets the session; the rest stay", async () => {
    await env.USERS_DB.prepare('DELETE FROM lab_sessions').run();
    await session('a1', 'learner-aaaaaaaaaaaa', '2026-11-26T11:00:00.000Z');
    await session('b2', 'demo-user', '2026-11-26T11:30:00.000Z');
    await session('c3', 'learner-cccccccccccc', '2026-11-26T13:00:00.000Z');
    const { asked, fetcher } = storage({ 'learner-aaaaaaaaaaaa': [3, 0] });

    expect(await removeExpiredSessions(env.USERS_DB, fetcher, NOW)).toBe(2);
    // Twice for the learner, until nothing remained; never for the demo user or a live session.
    expect(asked).toEqual(['DELETE learner-aaaaaaaaaaaa', 'DELETE learner-aaaaaaaaaaaa']);
    expect(await kept()).toEqual(['c3']);
  });

  it('keeps a session whose files storage could not remove, for the next run', async () => {
    await env.USERS_DB.prepare('DELETE FROM lab_sessions').run();
    await session('d4', 'learner-dddddddddddd', '2026-11-26T11:00:00.000Z');
    const failing = async () => Response.json({ success: false }, { status: 503 });
    await expect(removeExpiredSessions(env.USERS_DB, failing, NOW)).rejects.toThrow(
      /storage answered 503/,
    );
    expect(await kept()).toEqual(['d4']);
  });
});

const classLearner = (index: number) => `learner-${index.toString(16).padStart(12, '0')}`;

async function userRows(ids: readonly string[]) {
  const { results } = await env.USERS_DB.prepare(
    'SELECT id FROM users WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY id',
  )
    .bind(JSON.stringify(ids))
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

describe('removeExpiredSessions, keeping up with a class', () => {
  it('ends every expired session in one run, however many were made', async () => {
    await env.USERS_DB.prepare('DELETE FROM lab_sessions').run();
    const statements = Array.from({ length: 130 }, (_, index) =>
      env.USERS_DB.prepare(
        'INSERT INTO lab_sessions (id_hash, learner_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?3)',
      ).bind(`s${index}`, classLearner(index), '2026-11-26T11:00:00.000Z'),
    );
    await env.USERS_DB.batch(statements);
    const { asked, fetcher } = storage({});
    expect(await removeExpiredSessions(env.USERS_DB, fetcher, NOW)).toBe(130);
    expect(asked).toHaveLength(130);
    expect(await kept()).toEqual([]);
  });

  it('stops at its time budget and leaves the rest to the next run', async () => {
    await env.USERS_DB.prepare('DELETE FROM lab_sessions').run();
    for (const index of [1, 2, 3, 4]) {
      await session(`t${index}`, classLearner(100 + index), '2026-11-26T11:00:00.000Z');
    }
    // Every reading of the clock is 4 s later: the 15 s budget runs out after two sessions.
    let now = 0;
    const clock = () => (now += 4_000);
    const { fetcher } = storage({});
    expect(await removeExpiredSessions(env.USERS_DB, fetcher, NOW, clock)).toBe(2);
    expect(await kept()).toEqual(['t3', 't4']);
    expect(await removeExpiredSessions(env.USERS_DB, fetcher, NOW)).toBe(2);
    expect(await kept()).toEqual([]);
  });

  it("forgets an ended learner's user row once no ledger row counts them", async () => {
    await env.USERS_DB.prepare('DELETE FROM lab_sessions').run();
    const [gone, counted, live] = [classLearner(200), classLearner(201), classLearner(202)];
    await session('u1', gone, '2026-11-26T11:00:00.000Z');
    await session('u2', counted, '2026-11-26T11:00:00.000Z');
    await session('u3', live, '2026-11-26T13:00:00.000Z');
    await env.USERS_DB.batch([
      ...[gone, counted, live].map((id) =>
        env.USERS_DB.prepare(
          "INSERT OR IGNORE INTO users (id, name, created_at) VALUES (?1, ?1, '2026-11-26T10:00:00.000Z')",
        ).bind(id),
      ),
      // A deleted file of `counted` still in the ledger, within the late-event window.
      env.USERS_DB.prepare(
        "INSERT INTO user_files (file_id, user_id, bytes, deleted, updated_at) VALUES ('f-counted', ?1, 5, 1, '2026-11-26T11:59:00.000Z')",
      ).bind(counted),
    ]);
    const { fetcher } = storage({});
    expect(await removeExpiredSessions(env.USERS_DB, fetcher, NOW)).toBe(2);
    expect(await userRows([gone, counted, live])).toEqual([counted, live]);
    // The demo user is never forgotten.
    expect(await userRows(['demo-user'])).toEqual(['demo-user']);
  });
});
