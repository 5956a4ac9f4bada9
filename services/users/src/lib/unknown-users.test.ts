// The rule for a userId the users service does not know (docs/product.md#roles): the user is
// created by the first file event, or reconciliation, that names them, so every stored byte
// counts for someone.
import { deliverBatch } from '@repo/service-kit/testing/queue-batches';
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { fileEvent } from '../../test/queue-fixtures';
import worker from '../index';
import { reconcileUsage } from './reconcile-usage';

const NEWCOMER = 'nobody-here';

async function userAnswer(id: string) {
  const response = await SELF.fetch(`https://users.test/api/users/${id}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeEach(async () => {
  await env.USERS_DB.batch([
    env.USERS_DB.prepare('DELETE FROM user_files'),
    env.USERS_DB.prepare("DELETE FROM users WHERE id != 'demo-user'"),
  ]);
});

describe('a user the users service has never seen', () => {
  it('is not found before any event names them', async () => {
    const { status, body } = await userAnswer(NEWCOMER);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { message: `User not found: ${NEWCOMER}` } });
  });

  it('is created by their first upload event, which counts for them', async () => {
    await deliverBatch(worker, env, 'file-events', [fileEvent({ userId: NEWCOMER, size: 321 })]);
    const { status, body } = await userAnswer(NEWCOMER);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: { id: NEWCOMER, name: NEWCOMER, usage: { fileCount: 1, bytes: 321 } },
    });
  });

  it('is created once, however many events name them, and keeps the demo user as it is', async () => {
    const first = fileEvent({ userId: NEWCOMER, size: 10 });
    await deliverBatch(worker, env, 'file-events', [first, first, fileEvent({ userId: NEWCOMER })]);
    await deliverBatch(worker, env, 'file-events', [fileEvent()]);
    const { results } = await env.USERS_DB.prepare('SELECT id, name FROM users ORDER BY id').all();
    expect(results).toEqual([
      { id: 'demo-user', name: 'Demo Learner' },
      { id: NEWCOMER, name: NEWCOMER },
    ]);
    expect((await userAnswer(NEWCOMER)).body).toMatchObject({
      data: { usage: { fileCount: 2, bytes: 110 } },
    });
  });

  it('is created by the reconciliation that finds their files in storage', async () => {
    const file = { id: crypto.randomUUID(), userId: NEWCOMER, size: 55 };
    const storage = async () =>
      Response.json({ success: true, data: { files: [file], next: null } });
    await reconcileUsage(env.USERS_DB, storage);
    expect((await userAnswer(NEWCOMER)).body).toMatchObject({
      data: { id: NEWCOMER, usage: { fileCount: 1, bytes: 55 } },
    });
  });
});
