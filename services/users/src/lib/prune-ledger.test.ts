// The ledger keeps a deleted file's row only while the file's events can still arrive: a late
// duplicate within that window is ignored, and the row is pruned after it, by the
// reconciliation's run (docs/reliability.md#every-stored-byte-counts-for-someone-and-the-stores-stay-bounded).
import { deliverBatch } from '@repo/service-kit/testing/queue-batches';
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { fileEvent } from '../../test/queue-fixtures';
import worker from '../index';
import { LATE_EVENT_WINDOW_SECONDS, lateEventWindowMs, pruneDeletedFiles } from './prune-ledger';
import { reconcile } from './reconcile-when-due';

const deliver = (...bodies: unknown[]) => deliverBatch(worker, env, 'file-events', bodies);

async function rows() {
  const { results } = await env.USERS_DB.prepare(
    'SELECT file_id, deleted FROM user_files ORDER BY bytes',
  ).all<{ file_id: string; deleted: number }>();
  return results;
}

async function usage() {
  const response = await SELF.fetch('https://users.test/api/users/demo-user');
  return ((await response.json()) as { data: { usage: unknown } }).data.usage;
}

/** A file uploaded then deleted, and one still stored: their events applied `now`. */
async function uploadedAndDeleted() {
  const gone = fileEvent({ size: 1 });
  const kept = fileEvent({ size: 2 });
  await deliver(gone, kept, { ...gone, id: crypto.randomUUID(), type: 'file.deleted' });
  return { gone, kept, appliedAt: Date.now() };
}

beforeEach(async () => {
  await env.USERS_DB.prepare('DELETE FROM user_files').run();
});

describe('pruning the ledger', () => {
  it('names its window: the outbox, the queue and its retries at their longest, 36.5 min', () => {
    expect(LATE_EVENT_WINDOW_SECONDS).toBe(2_191);
    expect(lateEventWindowMs(300_000)).toBe(2_191_000);
    expect(lateEventWindowMs(60_000)).toBe(1_951_000);
  });

  it("keeps a deleted file's row within the window, so a late duplicate upload is ignored", async () => {
    const { gone, appliedAt } = await uploadedAndDeleted();
    const window = lateEventWindowMs(300_000);
    expect(await pruneDeletedFiles(env.USERS_DB, appliedAt + window - 1_000, window)).toBe(0);
    await deliver(gone);
    expect(await usage()).toEqual({ fileCount: 1, bytes: 2 });
    expect(await rows()).toEqual([
      { file_id: gone.fileId, deleted: 1 },
      expect.objectContaining({ deleted: 0 }),
    ]);
  });

  it("prunes a deleted file's row after the window and keeps every stored file's", async () => {
    const { kept, appliedAt } = await uploadedAndDeleted();
    const window = lateEventWindowMs(300_000);
    expect(await pruneDeletedFiles(env.USERS_DB, appliedAt + window + 1_000, window)).toBe(1);
    expect(await rows()).toEqual([{ file_id: kept.fileId, deleted: 0 }]);
    expect(await usage()).toEqual({ fileCount: 1, bytes: 2 });
  });

  it('prunes on every reconciliation, even one storage cannot answer', async () => {
    const { kept, appliedAt } = await uploadedAndDeleted();
    const later = appliedAt + lateEventWindowMs(300_000) + 1_000;
    const ctx = { waitUntil: () => undefined };
    await expect(reconcile(env, ctx, later)).rejects.toThrow(/storage answered 503/);
    expect(await rows()).toEqual([{ file_id: kept.fileId, deleted: 0 }]);
  });
});
