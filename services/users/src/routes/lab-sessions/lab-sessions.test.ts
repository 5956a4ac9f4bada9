// POST /api/lab/sessions on workerd with the worker's own D1: a new unguessable session each
// time, given to the browser only as an HttpOnly cookie, a learner of its own in class mode and
// the demo user otherwise, kept only as a hash; a body, which it takes none of, refused before
// it is read. And the gateway's lookup of a session by its hash.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  LAB_SESSION_ENDED_MESSAGE,
  LAB_SESSION_HASH_KEY,
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
import { labSessionHash } from '@repo/session/session-id';
import { findLabSession } from '@repo/session/store';
import worker from '../../index';

const COOKIE =
  /^__Host-lab_session=([0-9a-f]{32}); Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/;

async function createSession(classMode: boolean, url = 'https://users.test/api/lab/sessions') {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { method: 'POST' }) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, CLASS_MODE: classMode ? 'true' : 'false' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.text();
  const cookie = response.headers.get('Set-Cookie') ?? '';
  const id = (COOKIE.exec(cookie) ?? /^lab_session=([0-9a-f]{32});/.exec(cookie))?.[1] ?? '';
  expect(id, cookie).toMatch(/^[0-9a-f]{32}$/);
  // The body says only what the page may know: never the id.
  expect(body).not.toContain(id);
  const session = successEnvelopeSchema(labSessionSchema.strict()).parse(JSON.parse(body)).data;
  return { ...session, id, hash: await labSessionHash(id), cookie };
}

describe('POST /api/lab/sessions', () => {
  it('makes a new session each time, set as an HttpOnly cookie, for the demo user outside class mode', async () => {
    const [first, second] = [await createSession(false), await createSession(false)];
    expect(first.cookie).toMatch(COOKIE);
    expect(first.id).not.toBe(second.id);
    expect(first.learnerId).toBe(DEMO_USER_ID);
    expect(Date.parse(first.expiresAt)).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('sets the cookie without the __Host- prefix and Secure over http, as on a local run', async () => {
    const { cookie } = await createSession(false, 'http://localhost:8787/api/lab/sessions');
    expect(cookie).toMatch(
      /^lab_session=[0-9a-f]{32}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/,
    );
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

  it('finds a session by its hash until it expires, and keeps no id in the table', async () => {
    const session = await createSession(true);
    const { learnerId, expiresAt } = session;
    expect(await findLabSession(env.USERS_DB, session.hash)).toEqual({
      learnerId,
      expiresAt,
      inClass: false,
    });
    const later = new Date(Date.parse(session.expiresAt) + 1);
    expect(await findLabSession(env.USERS_DB, session.hash, later)).toBeUndefined();
    expect(await findLabSession(env.USERS_DB, session.id)).toBeUndefined();
    const stored = await env.USERS_DB.prepare('SELECT * FROM lab_sessions').all();
    expect(JSON.stringify(stored.results)).not.toContain(session.id);
  });

  it("says who the caller's session is, by the hash the gateway passes on, and 404 for none", async () => {
    const session = await createSession(true);
    const current = (baggage?: string) =>
      SELF.fetch('https://users.test/api/lab/sessions/current', {
        headers: baggage ? { baggage } : {},
      });
    const known = await current(`${LAB_SESSION_HASH_KEY}=${session.hash}`);
    expect(known.status).toBe(200);
    const body = await known.text();
    expect(JSON.parse(body)).toEqual({
      success: true,
      data: { learnerId: session.learnerId, expiresAt: session.expiresAt },
    });
    for (const baggage of [
      undefined,
      `${LAB_SESSION_HASH_KEY}=${'0'.repeat(32)}`,
      `${LAB_SESSION_HASH_KEY}=nope`,
      // The credential itself is no name behind the gateway.
      `lab.session=${session.id}`,
    ]) {
      const response = await current(baggage);
      expect(response.status, baggage).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        error: { message: NO_LAB_SESSION_MESSAGE },
      });
    }
  });
});

describe("the gateway's lookup of a session by hash", () => {
  const lookUp = (hash: string) => SELF.fetch(`https://users.test/internal/lab-sessions/${hash}`);

  it('answers the live session, 404 for an unknown or expired one, 400 for no hash', async () => {
    const session = await createSession(true);
    const found = await lookUp(session.hash);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      success: true,
      data: { learnerId: session.learnerId, expiresAt: session.expiresAt, inClass: false },
    });
    const unknown = await lookUp('0'.repeat(32));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      error: { message: LAB_SESSION_ENDED_MESSAGE },
    });
    await env.USERS_DB.prepare('UPDATE lab_sessions SET expires_at = ?1 WHERE id_hash = ?2')
      .bind(new Date(Date.now() - 1).toISOString(), session.hash)
      .run();
    expect((await lookUp(session.hash)).status).toBe(404);
    expect((await lookUp('not-a-hash')).status).toBe(400);
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
