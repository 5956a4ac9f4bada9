// Class mode on workerd with the worker's own D1 and R2 (docs/lab.md#lab-sessions): each lab
// session uploads as its own learner, and lists, reads, downloads and deletes only that
// learner's files; an upload without a session is refused; outside class mode nothing changes.
import { classLearnerId, LAB_SESSION_HASH_KEY } from '@repo/contracts/lab-sessions';
import { newLabSessionId } from '@repo/session/session-id';
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { fileListSchema, storedFileSchema } from '@repo/contracts/files';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UPLOAD_NEEDS_SESSION_MESSAGE } from '@repo/service-kit/lab/class-learner';
import { BASE, TXT, uploadForm } from '../../../test/fixtures';
import worker from '../../index';

/**
 * A call to the worker in class mode, made in `session` (or none): the hash the gateway passes
 * on for a proved session, any 32 hex digits here.
 */
async function call(session: string | undefined, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (session) headers.set('baggage', `${LAB_SESSION_HASH_KEY}=${session}`);
  const request = new Request(`${BASE}${path}`, { ...init, headers }) as Request<
    unknown,
    IncomingRequestCfProperties
  >;
  const response = await worker.fetch(request, { ...env, CLASS_MODE: 'true' }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const learnerOf = (session: string) => Promise.resolve(classLearnerId(session));

async function uploadAs(session: string, userId: string) {
  return call(session, '/upload', {
    method: 'POST',
    body: uploadForm(TXT, 'notes.txt', { userId }),
  });
}

async function listedIds(session: string | undefined, query = '') {
  const response = await call(session, `/files?pageSize=100${query}`);
  expect(response.status).toBe(200);
  const { files } = successEnvelopeSchema(fileListSchema).parse(await response.json()).data;
  return files.map((file) => file.id);
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('storage in class mode', () => {
  it("keeps each learner's files to their own session", async () => {
    const [a, b] = [newLabSessionId(), newLabSessionId()];
    const [learnerA, learnerB] = [await learnerOf(a), await learnerOf(b)];
    const uploaded = await uploadAs(a, learnerA);
    expect(uploaded.status).toBe(201);
    const file = storedFileSchema.parse((await uploaded.json<{ data: unknown }>()).data);
    expect(file.userId).toBe(learnerA);

    expect(await listedIds(a)).toEqual([file.id]);
    expect(await listedIds(b)).toEqual([]);
    expect(await listedIds(newLabSessionId())).toEqual([]);
    for (const path of [`/files/${file.id}/metadata`, `/download/${file.id}`]) {
      expect((await call(b, path)).status, path).toBe(404);
      expect((await call(a, path)).status, path).toBe(200);
    }
    const byB = await call(b, `/files/${file.id}`, { method: 'DELETE' });
    expect(byB.status).toBe(404);
    expect(await listedIds(a)).toEqual([file.id]);

    // Naming another learner is refused, saying who the session is.
    const asOther = await uploadAs(b, learnerA);
    expect(asOther.status).toBe(403);
    expect(await errorOf(asOther)).toBe(
      `In class mode a lab session acts as its own learner, '${learnerB}', not as '${learnerA}'`,
    );
    const listOther = await call(b, `/files?userId=${learnerA}`);
    expect(listOther.status).toBe(403);

    expect((await call(a, `/files/${file.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await listedIds(a)).toEqual([]);
  });

  it('refuses an upload without a session, even as the demo user, and keeps nothing', async () => {
    for (const userId of ['learner-000000000000', 'demo-user']) {
      const response = await call(undefined, '/upload', {
        method: 'POST',
        body: uploadForm(TXT, `no-session-${userId}.txt`, { userId }),
      });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toBe(UPLOAD_NEEDS_SESSION_MESSAGE);
    }
    const stored = await env.STORAGE_DB.prepare(
      "SELECT count(*) AS n FROM files WHERE name LIKE 'no-session-%'",
    ).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});
