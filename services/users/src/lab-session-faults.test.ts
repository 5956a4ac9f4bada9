// Faults scoped by lab session (docs/lab.md#lab-sessions), on workerd with the users worker's
// own D1 and its real file-events queue: a learner's fault acts on their requests and messages
// only, each session named by the W3C Baggage its requests and messages carry.
import { labFaultMessage, type Fault } from '@repo/contracts/lab-faults';
import { LAB_SESSION_HASH_KEY } from '@repo/contracts/lab-sessions';
import { newLabSessionId } from '@repo/session/session-id';
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fileEvent } from '../test/queue-fixtures';

const BASE = 'https://users.test';
const FAULTS = `${BASE}/api/lab/faults`;

/** The headers of a request made in `session`. */
const inSession = (session: string) => ({ baggage: `${LAB_SESSION_HASH_KEY}=${session}` });

async function start(session: string | undefined, body: Record<string, unknown>) {
  return SELF.fetch(FAULTS, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? inSession(session) : {}) },
    body: JSON.stringify(body),
  });
}

async function listed(session?: string): Promise<Fault[]> {
  const response = await SELF.fetch(FAULTS, { headers: session ? inSession(session) : {} });
  return (await response.json<{ data: { items: Fault[] } }>()).data.items;
}

const status = async (session?: string) =>
  (await SELF.fetch(`${BASE}/api/users/demo-user`, { headers: session ? inSession(session) : {} }))
    .status;

async function fileCount(): Promise<number> {
  const response = await SELF.fetch(`${BASE}/api/users/demo-user`);
  return (await response.json<{ data: { usage: { fileCount: number } } }>()).data.usage.fileCount;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a fault started in a lab session', () => {
  it("fails that session's requests only, is listed to it alone, and is cleared only by it", async () => {
    const [a, b] = [newLabSessionId(), newLabSessionId()];
    const response = await start(a, {
      target: 'users',
      type: 'errors',
      value: 1,
      durationSeconds: 60,
    });
    expect(response.status).toBe(201);
    const fault = (await response.json<{ data: Fault }>()).data;
    expect(fault.scope).toBe('session');

    expect(await status(a)).toBe(503);
    const failed = await SELF.fetch(`${BASE}/api/users/demo-user`, { headers: inSession(a) });
    expect((await failed.json<{ error: { message: string } }>()).error.message).toBe(
      labFaultMessage('users'),
    );
    expect(await status(b)).toBe(200);
    expect(await status()).toBe(200);
    expect(await listed(a)).toEqual([fault]);
    expect(await listed(b)).toEqual([]);
    expect(await listed()).toEqual([]);

    // Another session cannot clear it, nor can a request without one.
    const byB = await SELF.fetch(`${FAULTS}/${fault.id}?scope=session`, {
      method: 'DELETE',
      headers: inSession(b),
    });
    expect(byB.status).toBe(404);
    expect(await status(a)).toBe(503);
    const byA = await SELF.fetch(`${FAULTS}/${fault.id}?scope=session`, {
      method: 'DELETE',
      headers: inSession(a),
    });
    expect(byA.status).toBe(200);
    expect(await status(a)).toBe(200);
  });

  it("acts for everyone when started as global, alongside a session's own", async () => {
    const a = newLabSessionId();
    const own = await start(a, { target: 'users', type: 'latency', value: 5, durationSeconds: 60 });
    const everyone = await start(a, {
      target: 'users',
      type: 'latency',
      value: 7,
      durationSeconds: 60,
      scope: 'global',
    });
    expect([own.status, everyone.status]).toEqual([201, 201]);
    const global = (await everyone.json<{ data: Fault }>()).data;
    expect(global.scope).toBe('global');
    expect((await listed(a)).map((fault) => fault.scope).sort()).toEqual(['global', 'session']);
    expect(await listed(newLabSessionId())).toEqual([global]);
    // A request without a session clears a global fault (the gateway asks for the token).
    const cleared = await SELF.fetch(`${FAULTS}/${global.id}`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    const [left] = await listed(a);
    if (left) await SELF.fetch(`${FAULTS}/${left.id}`, { method: 'DELETE', headers: inSession(a) });
  });

  it('keeps a fault on the telemetry queue for everyone: its messages carry many sessions', async () => {
    const a = newLabSessionId();
    const request = { target: 'telemetry', type: 'delay', value: 1, durationSeconds: 60 };
    const started = await start(a, request);
    expect(started.status).toBe(201);
    const fault = (await started.json<{ data: Fault }>()).data;
    expect(fault.scope).toBe('global');
    await SELF.fetch(`${FAULTS}/${fault.id}`, { method: 'DELETE' });
    const refused = await start(a, { ...request, scope: 'session' });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ error: { message: string } }>()).error.message).toBe(
      `scope: a fault on telemetry acts on everyone (its messages carry many learners' events); ask for scope "global"`,
    );
  });

  it('refuses a session fault from a request without a session, saying how to get one', async () => {
    const response = await start(undefined, {
      target: 'users',
      type: 'errors',
      value: 1,
      durationSeconds: 60,
      scope: 'session',
    });
    expect(response.status).toBe(400);
    expect((await response.json<{ error: { message: string } }>()).error.message).toMatch(
      /^scope: a 'session' fault needs a lab session: send the header 'baggage: lab\.session=<id>'/,
    );
  });

  it("holds one session's file events under its pause while another session's are counted at once", async () => {
    const [a, b] = [newLabSessionId(), newLabSessionId()];
    const pause = await start(a, { target: 'file-events', type: 'pause', durationSeconds: 60 });
    expect(pause.status).toBe(201);
    const { id } = (await pause.json<{ data: Fault }>()).data;
    const before = await fileCount();
    const sent = (session: string, size: number) => ({
      body: { ...fileEvent({ size }), ...inSession(session) },
    });
    await env.FILE_EVENTS.sendBatch([sent(a, 10), sent(b, 20), sent(a, 30), sent(b, 40)]);

    await waitFor(async () => (await fileCount()) === before + 2);
    // A's stay held: delivered, put back and delivered again while paused.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await fileCount()).toBe(before + 2);

    await SELF.fetch(`${FAULTS}/${id}`, { method: 'DELETE', headers: inSession(a) });
    await waitFor(async () => (await fileCount()) === before + 4);
  });
});
