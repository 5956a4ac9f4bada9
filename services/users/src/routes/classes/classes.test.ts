// Classes on workerd with the worker's own D1 and its real ClassRoom Durable Object: made only
// with the admin token, joined by a session under a checked, unique name, each member's report
// kept by the class and shown to the instructor (and to the member, as the instructor sees it),
// the console fed live over a WebSocket, and everything erased when the class ends.
import {
  classRosterSchema,
  classSchema,
  joinAnswerSchema,
  liveMessageSchema,
  memberSchema,
  type MemberReport,
} from '@repo/contracts/classes';
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { LAB_SESSION_HASH_KEY, provedLabSessionSchema } from '@repo/contracts/lab-sessions';
import { labSessionHash } from '@repo/session/session-id';
import { createLabSession } from '@repo/session/store';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { forgetEndedClassData } from '../../classes/forget-ended';
import worker from '../../index';

type WorkerRequest = Request<unknown, IncomingRequestCfProperties>;
const TOKEN = 'the-instructors-token';

async function send(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`https://users.test${path}`, init) as WorkerRequest;
  const response = await worker.fetch(request, { ...env, ADMIN_TOKEN: TOKEN }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const admin = { authorization: `Bearer ${TOKEN}` };
const asSession = (hash: string) => ({ baggage: `${LAB_SESSION_HASH_KEY}=${hash}` });
const newHash = () =>
  [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

async function newClass(name = 'Async 101') {
  const response = await send('/api/classes', json('POST', { name }, admin));
  expect(response.status, await response.clone().text()).toBe(201);
  return successEnvelopeSchema(classSchema).parse(await response.json()).data;
}

const join = (code: string, hash: string, displayName: unknown) =>
  send(`/api/classes/${code}/members`, json('POST', { displayName }, asSession(hash)));

const roster = async (code: string) =>
  successEnvelopeSchema(classRosterSchema).parse(
    await (await send(`/api/classes/${code}`, { headers: admin })).json(),
  ).data;

const REPORT: MemberReport = {
  location: {
    moduleId: 'reliable-messaging',
    section: 1,
    sectionTitle: 'Acknowledgements',
    lab: { exerciseId: 'duplicate-delivery', step: 2, steps: 6 },
  },
  modules: [
    { moduleId: 'reliable-messaging', sectionsDone: 2, sectionCount: 5, labsDone: 1, labCount: 5 },
  ],
  labsPassed: ['duplicate-delivery'],
};

describe('POST /api/classes', () => {
  it('makes a class with a six-letter join code for the admin token, and 401 without it', async () => {
    const made = await newClass();
    expect(made.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(Date.parse(made.endsAt)).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    const refused = await send('/api/classes', json('POST', { name: 'x' }));
    expect(refused.status).toBe(401);
    const wrong = await send(
      '/api/classes',
      json('POST', { name: 'x' }, { authorization: 'Bearer no' }),
    );
    expect(wrong.status).toBe(401);
  });

  it('refuses an end in the past or past 12 hours, and an empty name, saying which', async () => {
    const past = await send(
      '/api/classes',
      json('POST', { name: 'x', endsAt: '2020-01-01T00:00:00Z' }, admin),
    );
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      error: { message: expect.stringContaining('endsAt') },
    });
    const empty = await send('/api/classes', json('POST', { name: '  ' }, admin));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: { message: expect.stringContaining('name') },
    });
  });
});

describe('POST /api/classes/{code}/members', () => {
  it("makes the gateway's lookup of the session say it is in a class", async () => {
    const { code } = await newClass();
    const session = await createLabSession(env.USERS_DB, { classMode: true });
    if (!session) throw new Error('no session was made');
    const hash = await labSessionHash(session.id);
    const proved = async () =>
      successEnvelopeSchema(provedLabSessionSchema).parse(
        await (await send(`/internal/lab-sessions/${hash}`)).json(),
      ).data.inClass;
    expect(await proved()).toBe(false);
    expect((await join(code, hash, 'Cleo')).status).toBe(201);
    expect(await proved()).toBe(true);
  });

  it('joins a session under a trimmed name, unique in the class whatever its case', async () => {
    const { code } = await newClass();
    const [ana, ben] = [newHash(), newHash()];
    const joined = await join(code, ana, '  Ana   Lima ');
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({
      data: { displayName: 'Ana Lima', learnerId: `learner-${ana.slice(0, 12)}` },
    });
    const taken = await join(code, ben, 'ana lima');
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({
      error: { message: "displayName: 'ana lima' is taken in this class: choose another" },
    });
    expect((await join(code, ben, 'Ben')).status).toBe(201);
    expect((await roster(code)).members.map((m) => m.displayName)).toEqual(['Ana Lima', 'Ben']);
  });

  it('refuses a hostile or empty name, an unknown code, no session, and a second join', async () => {
    const { code } = await newClass();
    const hash = newHash();
    for (const name of ['<script>alert(1)</script>', '', 'x'.repeat(41), 42]) {
      const refused = await join(code, hash, name);
      expect(refused.status, String(name)).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: { message: expect.stringContaining('displayName') },
      });
    }
    expect((await join('ZZZZZZ', hash, 'Ana')).status).toBe(404);
    expect(
      (await send(`/api/classes/${code}/members`, json('POST', { displayName: 'Ana' }))).status,
    ).toBe(401);
    expect((await join(code, hash, 'Ana')).status).toBe(201);
    expect((await join(code, hash, 'Ana again')).status).toBe(409);
    const other = await newClass('Another');
    expect((await join(other.code, hash, 'Ana')).status).toBe(409);
  });
});

describe("a member's reports", () => {
  it('are what the instructor sees, and what the member sees of themselves', async () => {
    const { code } = await newClass();
    const hash = newHash();
    await join(code, hash, 'Ana');
    const put = await send(`/api/classes/${code}/members/me`, json('PUT', REPORT, asSession(hash)));
    expect(put.status, await put.clone().text()).toBe(200);
    await send(
      `/api/classes/${code}/members/me/hand`,
      json('PUT', { raised: true }, asSession(hash)),
    );
    const [member] = (await roster(code)).members;
    expect(member).toMatchObject({
      displayName: 'Ana',
      location: REPORT.location,
      progress: [{ moduleId: 'reliable-messaging', percent: 30 }],
      labsPassed: ['duplicate-delivery'],
      hand: expect.any(String),
      stuck: null,
    });
    const own = await send(`/api/classes/${code}/members/me`, { headers: asSession(hash) });
    expect(successEnvelopeSchema(memberSchema).parse(await own.json()).data).toEqual(member);
    // No session hash in what anyone is shown.
    expect(JSON.stringify(member)).not.toContain(hash);
  });

  it('show a member as stuck after three failed Checks in a row, and not after a pass', async () => {
    const { code } = await newClass();
    const hash = newHash();
    await join(code, hash, 'Ana');
    const check = (passed: boolean) =>
      send(
        `/api/classes/${code}/members/me/checks`,
        json('POST', { exerciseId: 'duplicate-delivery', passed }, asSession(hash)),
      );
    for (let i = 0; i < 3; i += 1) await check(false);
    expect((await roster(code)).members[0]?.stuck).toMatchObject({ reason: 'failed-checks' });
    await check(true);
    expect((await roster(code)).members[0]?.stuck).toBeNull();
  });

  it("are refused to a session that is not a member, and never reach another member's row", async () => {
    const { code } = await newClass();
    const [ana, eve] = [newHash(), newHash()];
    await join(code, ana, 'Ana');
    const refused = await send(
      `/api/classes/${code}/members/me`,
      json('PUT', REPORT, asSession(eve)),
    );
    expect(refused.status).toBe(403);
    expect((await roster(code)).members[0]?.location).toBeNull();
    const bad = await send(
      `/api/classes/${code}/members/me`,
      json(
        'PUT',
        { ...REPORT, modules: [{ ...REPORT.modules[0], sectionsDone: 9 }] },
        asSession(ana),
      ),
    );
    expect(bad.status).toBe(400);
  });

  it('are refused to a learner asking for the roster: the console is the admin token’s', async () => {
    const { code } = await newClass();
    const hash = newHash();
    await join(code, hash, 'Ana');
    expect((await send(`/api/classes/${code}`, { headers: asSession(hash) })).status).toBe(401);
  });
});

describe('the live feed and the end', () => {
  it('sends the roster, then each member as they change, and erases the class when it ends', async () => {
    const { code } = await newClass();
    const response = await send(`/api/classes/${code}/live`, {
      headers: { ...admin, Upgrade: 'websocket' },
    });
    expect(response.status).toBe(101);
    const socket = response.webSocket;
    if (!socket) throw new Error('no WebSocket');
    const messages: unknown[] = [];
    socket.addEventListener('message', (event) => {
      messages.push(JSON.parse(String(event.data)));
    });
    socket.accept();
    const hash = newHash();
    await join(code, hash, 'Ana');
    await send(
      `/api/classes/${code}/members/me/hand`,
      json('PUT', { raised: true }, asSession(hash)),
    );
    await expect.poll(() => messages.length).toBeGreaterThanOrEqual(3);
    const parsed = messages.map((message) => liveMessageSchema.parse(message));
    expect(parsed[0]).toMatchObject({ type: 'roster', roster: { code, members: [] } });
    expect(parsed.at(-1)).toMatchObject({
      type: 'member',
      member: { displayName: 'Ana', hand: expect.any(String) },
    });

    expect((await send(`/api/classes/${code}`, { method: 'DELETE', headers: admin })).status).toBe(
      200,
    );
    await expect.poll(() => messages.at(-1)).toEqual({ type: 'ended' });
    expect((await send(`/api/classes/${code}`, { headers: admin })).status).toBe(404);
    expect(
      (await send(`/api/classes/${code}/members/me`, { headers: asSession(hash) })).status,
    ).toBe(404);
    const rows = await env.USERS_DB.prepare(
      'SELECT count(*) AS n FROM class_members WHERE class_code = ?1',
    )
      .bind(code)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe('the cleanup', () => {
  it('forgets a member whose session has ended, and keeps one whose session lives', async () => {
    const { code } = await newClass();
    const [ended, live] = [newHash(), newHash()];
    await env.USERS_DB.prepare(
      "INSERT INTO lab_sessions (id_hash, learner_id, created_at, expires_at) VALUES (?1, 'demo-user', ?2, ?3)",
    )
      .bind(live, new Date().toISOString(), new Date(Date.now() + 3_600_000).toISOString())
      .run();
    await join(code, ended, 'Gone');
    await join(code, live, 'Here');
    await forgetEndedClassData({ ...env, ADMIN_TOKEN: TOKEN }, new Date());
    expect((await roster(code)).members.map((m) => m.displayName)).toEqual(['Here']);
    expect(
      (await send(`/api/classes/${code}/members/me`, { headers: asSession(ended) })).status,
    ).toBe(403);
  });
});

describe('a class drill', () => {
  it('counts who solved it and the wrong answers, and shows a member the answer only once revealed', async () => {
    const { code } = await newClass();
    const [ana, ben] = [newHash(), newHash()];
    await join(code, ana, 'Ana');
    await join(code, ben, 'Ben');
    const startedAt = new Date().toISOString();
    const answer = { target: 'users', type: 'errors', value: 0.5 };
    const kept = await send(
      `/internal/classes/${code}/drill`,
      json('POST', {
        level: 'easy',
        startedAt,
        answer,
        drills: [
          { sessionHash: ana, drillId: 'd-ana' },
          { sessionHash: ben, drillId: 'd-ben' },
        ],
      }),
    );
    expect(kept.status).toBe(201);
    const event = (hash: string, body: object) =>
      send('/internal/classes/drill-events', json('POST', body, asSession(hash)));
    await event(ana, { type: 'started', drillId: 'd-ana', level: 'easy', startedAt });
    await event(ana, {
      type: 'diagnosed',
      drillId: 'd-ana',
      correct: false,
      attempts: 1,
      target: 'storage',
      fault: 'errors',
    });
    await event(ana, {
      type: 'diagnosed',
      drillId: 'd-ana',
      correct: true,
      attempts: 2,
      target: 'users',
      fault: 'errors',
    });
    await event(ben, {
      type: 'diagnosed',
      drillId: 'not-the-class-drill',
      correct: false,
      attempts: 1,
      target: 'storage',
      fault: 'latency',
    });
    const { drill, members } = await roster(code);
    expect(drill).toMatchObject({
      members: 2,
      solved: 1,
      wrongAnswers: [{ target: 'storage', type: 'errors', count: 1 }],
      answer,
      revealedAt: null,
    });
    expect(members.find((m) => m.displayName === 'Ana')?.classDrill).toMatchObject({
      solved: true,
      revealed: null,
    });
    const own = await send(`/api/classes/${code}/members/me`, { headers: asSession(ben) });
    expect(await own.text()).not.toContain('"target":"users"');
    expect(
      (
        await send(
          `/internal/classes/${code}/drill`,
          json('POST', { level: 'easy', startedAt, answer, drills: [] }),
        )
      ).status,
    ).toBe(409);

    await send(`/internal/classes/${code}/drill/reveal`, { method: 'POST' });
    const revealed = await send(`/api/classes/${code}/members/me`, { headers: asSession(ben) });
    expect(
      successEnvelopeSchema(memberSchema).parse(await revealed.json()).data.classDrill,
    ).toMatchObject({
      solved: false,
      revealed: answer,
    });
  });
});

describe('rejoining from another browser', () => {
  it('moves the member, progress and all, to the new session with their code; the old one leaves', async () => {
    const { code } = await newClass();
    const [first, second, stranger] = [newHash(), newHash(), newHash()];
    const joined = successEnvelopeSchema(joinAnswerSchema).parse(
      await (await join(code, first, 'Ana')).json(),
    ).data;
    expect(joined.rejoinCode).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    await send(`/api/classes/${code}/members/me`, json('PUT', REPORT, asSession(first)));
    const rejoin = (hash: string, rejoinCode: string) =>
      send(`/api/classes/${code}/members`, json('POST', { rejoinCode }, asSession(hash)));
    expect((await rejoin(stranger, 'AAAAAAAAAA')).status).toBe(400);
    const moved = await rejoin(
      second,
      (joined.rejoinCode ?? '').toLowerCase().replace(/(.{5})/, '$1-'),
    );
    expect(moved.status, await moved.clone().text()).toBe(201);
    expect(await moved.json()).toMatchObject({
      data: { learnerId: joined.learnerId, displayName: 'Ana' },
    });
    const own = await send(`/api/classes/${code}/members/me`, { headers: asSession(second) });
    expect(successEnvelopeSchema(memberSchema).parse(await own.json()).data.location).toEqual(
      REPORT.location,
    );
    expect(
      (await send(`/api/classes/${code}/members/me`, { headers: asSession(first) })).status,
    ).toBe(403);
    expect((await roster(code)).members).toHaveLength(1);
    // The code is no credential in any answer or in the class's rows.
    expect(JSON.stringify(await roster(code))).not.toContain(joined.rejoinCode ?? '');
  });
});
