import type { Holdings } from '@repo/contracts/files';
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { reconcileUsage, repairEvents } from './reconcile-usage';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const held = (n: number, size = 100) => ({ id: id(n), userId: 'demo-user', size });

/** Answers for the storage service: its holdings, `pageSize` files a page, in id order. */
function storageHolding(files: Holdings['files'], pageSize = 1_000) {
  const asked: string[] = [];
  const fetcher = async (request: Request) => {
    const after = new URL(request.url).searchParams.get('after') ?? '';
    asked.push(after);
    const rest = files.filter((file) => file.id > after);
    const page = rest.slice(0, pageSize);
    const next = rest.length > pageSize ? (page.at(-1)?.id ?? null) : null;
    return Response.json({ success: true, data: { files: page, next } });
  };
  return { fetcher, asked };
}

async function ledger(deleted: 0 | 1, ...numbers: number[]) {
  await env.USERS_DB.batch(
    numbers.map((n) =>
      env.USERS_DB.prepare(
        `INSERT INTO user_files (file_id, user_id, bytes, deleted, updated_at)
         VALUES (?1, 'demo-user', 100, ?2, '2026-11-01T00:00:00Z')`,
      ).bind(id(n), deleted),
    ),
  );
}

async function counted() {
  const { results } = await env.USERS_DB.prepare(
    'SELECT file_id FROM user_files WHERE deleted = 0 ORDER BY file_id',
  ).all<{ file_id: string }>();
  return results.map((row) => row.file_id);
}

beforeEach(async () => {
  await env.USERS_DB.prepare('DELETE FROM user_files').run();
});

describe('reconciling usage with what storage holds', () => {
  it('counts files whose upload event was lost, and uncounts files whose delete was lost', async () => {
    await ledger(0, 1, 2);
    const storage = storageHolding([held(1), held(3), held(4)]);
    const result = await reconcileUsage(env.USERS_DB, storage.fetcher);
    expect(result).toEqual({ added: 2, removed: 1 });
    expect(await counted()).toEqual([id(1), id(3), id(4)]);
    expect(repairEvents(result, 0)).toHaveLength(3);
    expect(repairEvents(result, 0)[0]).toMatchObject({
      service: 'users',
      operation: 'usage.repair',
    });
  });

  it('repairs nothing, and reports nothing, when the ledger agrees', async () => {
    await ledger(0, 1, 2);
    const result = await reconcileUsage(env.USERS_DB, storageHolding([held(1), held(2)]).fetcher);
    expect(result).toEqual({ added: 0, removed: 0 });
    expect(repairEvents(result, 0)).toEqual([]);
  });

  it('keeps a remembered delete even while storage still lists the file', async () => {
    await ledger(1, 5);
    const result = await reconcileUsage(env.USERS_DB, storageHolding([held(5)]).fetcher);
    expect(result).toEqual({ added: 0, removed: 0 });
    expect(await counted()).toEqual([]);
  });

  it('reads every page of the holdings', async () => {
    const files = Array.from({ length: 7 }, (_, i) => held(i + 1));
    const storage = storageHolding(files, 3);
    await reconcileUsage(env.USERS_DB, storage.fetcher);
    expect(storage.asked).toEqual(['', id(3), id(6)]);
    expect(await counted()).toHaveLength(7);
  });

  it('changes nothing when storage cannot answer', async () => {
    await ledger(0, 1);
    const down = async () =>
      Response.json({ success: false, error: { message: 'down' } }, { status: 503 });
    await expect(reconcileUsage(env.USERS_DB, down)).rejects.toThrow(/storage answered 503/);
    expect(await counted()).toEqual([id(1)]);
  });
});
