// GET /api/users/{id} in class mode on workerd with the worker's own D1: a lab session reads
// its own learner's usage only, and a call without a session reads no learner's.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { LAB_SESSION_HASH_KEY, labSessionSchema } from '@repo/contracts/lab-sessions';
import { labSessionHash } from '@repo/session/session-id';
import { DEMO_USER_ID } from '@repo/contracts/users';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';

type WorkerRequest = Request<unknown, IncomingRequestCfProperties>;

async function send(path: string, classMode: boolean, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`https://users.test${path}`, init) as WorkerRequest;
  const response = await worker.fetch(
    request,
    { ...env, CLASS_MODE: classMode ? 'true' : 'false' },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** A new session, with the hash the gateway passes on once it has proved its cookie. */
async function newSession() {
  const response = await send('/api/lab/sessions', true, { method: 'POST' });
  const id = /lab_session=([0-9a-f]{32})/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];
  const session = successEnvelopeSchema(labSessionSchema).parse(await response.json()).data;
  return { ...session, id: await labSessionHash(id ?? '') };
}

const asSession = (hash: string) => ({ headers: { baggage: `${LAB_SESSION_HASH_KEY}=${hash}` } });

describe("a learner's usage in class mode", () => {
  it("is read by the learner's own session, and refused with 403 to any other", async () => {
    const [mine, theirs] = [await newSession(), await newSession()];
    const own = await send(`/api/users/${mine.learnerId}`, true, asSession(mine.id));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ data: { id: mine.learnerId } });

    const other = await send(`/api/users/${theirs.learnerId}`, true, asSession(mine.id));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      success: false,
      error: {
        message: `In class mode a lab session acts as its own learner, '${mine.learnerId}', not as '${theirs.learnerId}'`,
      },
    });
  });

  it('is refused to a call without a session, which reads only the demo user', async () => {
    const { learnerId } = await newSession();
    expect((await send(`/api/users/${learnerId}`, true)).status).toBe(403);
    expect((await send(`/api/users/${DEMO_USER_ID}`, true)).status).not.toBe(403);
  });

  it('is read by anyone outside class mode, as with one learner', async () => {
    const [mine, theirs] = [await newSession(), await newSession()];
    const other = await send(`/api/users/${theirs.learnerId}`, false, asSession(mine.id));
    expect(other.status).toBe(200);
  });
});
