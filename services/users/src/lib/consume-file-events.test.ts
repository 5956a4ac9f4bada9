import { deliverBatch } from '@repo/service-kit/testing/queue-batches';
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fileEvent } from '../../test/queue-fixtures';
import worker from '../index';

async function deliver(...bodies: unknown[]) {
  const { batch, result } = await deliverBatch(worker, env, 'file-events', bodies);
  return { ...result, ids: batch.messages.map((message) => message.id) };
}

async function usage(userId = 'demo-user') {
  const response = await SELF.fetch(`https://users.test/api/users/${userId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { usage: { fileCount: number; bytes: number } } }).data
    .usage;
}

beforeEach(async () => {
  await env.USERS_DB.prepare('DELETE FROM user_files').run();
});

describe('the file-events consumer', () => {
  it('counts uploads and deletes into the user usage', async () => {
    const first = fileEvent({ size: 1500 });
    const result = await deliver(
      first,
      fileEvent({ size: 500 }),
      fileEvent({ type: 'file.deleted', fileId: first.fileId, size: 1500 }),
    );
    expect(result.explicitAcks).toHaveLength(3);
    expect(await usage()).toEqual({ fileCount: 1, bytes: 500 });
  });

  it('never counts a duplicated or redelivered event twice', async () => {
    const once = fileEvent({ size: 2048 });
    await deliver(once, once);
    await deliver(once);
    expect(await usage()).toEqual({ fileCount: 1, bytes: 2048 });
  });

  it('acknowledges and drops a message that is not a file event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await deliver({ hello: 'world' });
    expect(result.explicitAcks).toEqual(result.ids);
    expect(warn).toHaveBeenCalledOnce();
    expect(await usage()).toEqual({ fileCount: 0, bytes: 0 });
  });

  it('never lets usage go below zero', async () => {
    await deliver(fileEvent({ type: 'file.deleted', size: 10 }));
    expect(await usage()).toEqual({ fileCount: 0, bytes: 0 });
  });

  it('does not count a file whose delete arrived before its upload', async () => {
    const upload = fileEvent({ size: 700 });
    await deliver(fileEvent({ type: 'file.deleted', fileId: upload.fileId, size: 700 }));
    await deliver(upload);
    expect(await usage()).toEqual({ fileCount: 0, bytes: 0 });
  });

  it('ends the same whatever the order of one file’s events, each delivered twice', async () => {
    const upload = fileEvent({ size: 300 });
    const removal = fileEvent({ type: 'file.deleted', fileId: upload.fileId, size: 300 });
    const kept = fileEvent({ size: 40 });
    await deliver(removal, kept, upload);
    await deliver(upload, removal, kept);
    expect(await usage()).toEqual({ fileCount: 1, bytes: 40 });
  });
});

describe('GET /api/users/{id}', () => {
  it('returns the demo user with usage', async () => {
    const response = await SELF.fetch('https://users.test/api/users/demo-user');
    expect(await response.json()).toEqual({
      success: true,
      data: {
        id: 'demo-user',
        name: 'Demo Learner',
        createdAt: '2026-01-01T00:00:00.000Z',
        usage: { fileCount: 0, bytes: 0 },
      },
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await SELF.fetch('https://users.test/api/users/nobody-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      error: { message: 'User not found: nobody-here' },
    });
    const malformed = await SELF.fetch('https://users.test/api/users/NO');
    expect(malformed.status).toBe(400);
  });
});
