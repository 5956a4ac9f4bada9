// The cleanup of expired lab sessions on workerd with the worker's own D1; storage's side,
// which removes the files, is tested in storage (learner-files.test.ts): here a stand-in answers
// as it does, and records what it was asked.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { removeExpiredSessions } from './expired-sessions';

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
