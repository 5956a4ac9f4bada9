// POST /api/lab/sessions on workerd with the worker's own D1: a new unguessable session each
// time, a learner of its own in class mode and the demo user otherwise, kept only as a hash;
// a body, which it takes none of, refused before it is read.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  LAB_SESSIONS_FULL_MESSAGE,
  labSessionSchema,
  MAX_LIVE_LAB_SESSIONS,
  NO_LAB_SESSION_MESSAGE,
} from '@repo/contracts/lab-sessions';
import { DEMO_USER_ID } from '@repo/contracts/users';
import { NO_BODY_TAKEN } from '@repo/service-kit/json-body-limit';
import { countedBody } from '@repo/service-kit/testing/body-limits';
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import { findLabSession } from '../../lib/lab-sessions';

async function createSession(classMode: boolean) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request('https://users.test/api/lab/sessions', { method: 'POST' }) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    { ...env, CLASS_MODE: classMode ? 'true' : 'false' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status, await response.clone().text()).toBe(201);
  return successEnvelopeSchema(labSessionSchema).parse(await response.json()).data;
}

describe('POST /api/lab/sessions', () => {
  it('makes a new session each time, for the demo user outside class mode', async () => {
    const [first, second] = [await createSession(false), await createSession(false)];
    expect(first.id).not.toBe(second.id);
    expect(first.learnerId).toBe(DEMO_USER_ID);
    expect(Date.parse(first.expiresAt)).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('gives each session a learner of its own in class mode, a user from the start', async () => {
    const [first, second] = [await createSession(true), await createSession(true)];
    expect(first.learnerId).toMatch(/^learner-[0-9a-f]{12}$/);
    expect(first.learnerId).not.toBe(second.learnerId);
    const user = await env.USERS_DB.prepare('SELECT id FROM users WHERE id = ?1')
      .bind(first.learnerId)
      .first();
    expect(user).toEqual({ id: first.learnerId });
  });

  it('finds a session by its id until it expires, and keeps no id in the table', async () => {
    const session = await createSession(true);
    expect(await findLabSession(env.USERS_DB, session.id)).toEqual(session);
    const later = new Date(Date.parse(session.expiresAt) + 1);
    expect(await findLabSession(env.USERS_DB, session.id, later)).toBeUndefined();
    expect(await findLabSession(env.USERS_DB, '0'.repeat(32))).toBeUndefined();
    const stored = await env.USERS_DB.prepare('SELECT * FROM lab_sessions').all();
    expect(JSON.stringify(stored.results)).not.toContain(session.id);
  });

  it("says who the caller's session is, never its id, and 404 for none or an unknown one", async () => {
    const session = await createSession(true);
    const current = (baggage?: string) =>
      SELF.fetch('https://users.test/api/lab/sessions/current', {
        headers: baggage ? { baggage } : {},
      });
    const known = await current(`lab.session=${session.id}`);
    expect(known.status).toBe(200);
    const body = await known.text();
    expect(JSON.parse(body)).toEqual({
      success: true,
      data: { learnerId: session.learnerId, expiresAt: session.expiresAt },
    });
    expect(body).not.toContain(session.id);
    for (const baggage of [undefined, `lab.session=${'0'.repeat(32)}`, 'lab.session=nope']) {
      const response = await current(baggage);
      expect(response.status, baggage).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        error: { message: NO_LAB_SESSION_MESSAGE },
      });
    }
  });
});

describe('a body sent to POST /api/lab/sessions, which takes none', () => {
  const sessionsKept = async () =>
    (await env.USERS_DB.prepare('SELECT COUNT(*) AS n FROM lab_sessions').first<{ n: number }>())
      ?.n;
  // Straight to the worker, so every byte pulled from a body is the worker's own reading.
  const create = (init: RequestInit) =>
    worker.fetch(
      new Request('https://users.test/api/lab/sessions', {
        method: 'POST',
        ...init,
      }) as Request<unknown, IncomingRequestCfProperties>,
      env,
      createExecutionContext(),
    );

  it('is refused with 413 by its declared length, before a byte is read, and no session is made', async () => {
    const before = await sessionsKept();
    const { stream, counted } = countedBody(50_000_000);
    const response = await create({ body: stream, headers: { 'content-length': '50000000' } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, error: { message: NO_BODY_TAKEN } });
    expect(counted.pulled).toBe(0);
    expect(await sessionsKept()).toBe(before);
  });

  it('is refused with 413 as soon as a body of no declared length sends a byte', async () => {
    const { stream, counted } = countedBody(50_000_000);
    const response = await create({ body: stream });
    expect(response.status).toBe(413);
    expect(counted.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it.each(['application/json', 'text/plain'])(
    'is refused with 415 when sent as %s',
    async (type) => {
      const response = await create({ body: '{}', headers: { 'content-type': type } });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ success: false, error: { message: NO_BODY_TAKEN } });
    },
  );

  it('makes a session when the body is empty', async () => {
    expect((await create({ headers: { 'content-length': '0' } })).status).toBe(201);
  });
});

describe('POST /api/lab/sessions with MAX_LIVE_LAB_SESSIONS alive', () => {
  it('refuses a new session with 429 until one has ended, and stores nothing for it', async () => {
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await env.USERS_DB.prepare('DELETE FROM lab_sessions').run();
    // Alive: one fewer than the limit, filled in one statement.
    await env.USERS_DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO lab_sessions (id_hash, learner_id, created_at, expires_at)
       SELECT 'full-' || i, 'demo-user', ?2, ?3 FROM n`,
    )
      .bind(MAX_LIVE_LAB_SESSIONS - 1, now, later)
      .run();
    const last = await createSession(true);
    const usersBefore = await env.USERS_DB.prepare('SELECT count(*) AS n FROM users').first();

    const response = await worker.fetch(
      new Request('https://users.test/api/lab/sessions', { method: 'POST' }) as Request<
        unknown,
        IncomingRequestCfProperties
      >,
      { ...env, CLASS_MODE: 'true' },
      createExecutionContext(),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('300');
    expect(await response.json()).toEqual({
      success: false,
      error: { message: LAB_SESSIONS_FULL_MESSAGE },
    });
    expect(LAB_SESSIONS_FULL_MESSAGE).toBe(
      'The lab has as many live sessions as it holds (10,000): try again once some have ended',
    );
    expect(await env.USERS_DB.prepare('SELECT count(*) AS n FROM users').first()).toEqual(
      usersBefore,
    );

    // One ends: a new one is made.
    await env.USERS_DB.prepare("UPDATE lab_sessions SET expires_at = ?1 WHERE id_hash = 'full-1'")
      .bind(now)
      .run();
    expect((await createSession(true)).learnerId).not.toBe(last.learnerId);
    await env.USERS_DB.prepare("DELETE FROM lab_sessions WHERE id_hash LIKE 'full-%'").run();
  });
});
