// A failure at any step of an upload or a delete leaves neither a listed file without a
// blob nor a blob that no row accounts for. Failures are injected into the real local
// bindings by wrapping them.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildApp } from '../app';
import type { StorageBindings } from '../env';
import { TXT, uploadForm } from '../../test/fixtures';
import { DEFAULT_SWEEP_INTERVAL_SECONDS } from '@repo/service-kit/sweep-interval';
import { sweep } from './sweep';
import { UPLOAD_NOT_STORED_MESSAGE } from './store-file';
import { DELETE_NOT_DONE_MESSAGE } from './remove-file';

const BASE = 'https://storage.test/api/storage';

/** The real bucket, except that `method` fails. */
function bucketFailing(method: 'put' | 'delete'): R2Bucket {
  return new Proxy(env.FILES, {
    get(target, key) {
      if (key === method) return () => Promise.reject(new Error(`injected R2 ${method} failure`));
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The real database, except that batches fail (the step that marks an upload stored). */
function databaseFailingBatches(): D1Database {
  return new Proxy(env.STORAGE_DB, {
    get(target, key) {
      if (key === 'batch') return () => Promise.reject(new Error('injected D1 batch failure'));
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function call(path: string, init: RequestInit, bindings: StorageBindings) {
  const ctx = createExecutionContext();
  const response = await buildApp().request(`${BASE}${path}`, init, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const countRows = async () =>
  (await env.STORAGE_DB.prepare('SELECT count(*) AS n FROM files').first<{ n: number }>())?.n;
const countBlobs = async () => (await env.FILES.list()).objects.length;
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

let consoleError: MockInstance<typeof console.error>;

beforeEach(async () => {
  // Each injected failure is logged by the service; here that is expected, and asserted.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await env.STORAGE_DB.batch([
    env.STORAGE_DB.prepare('DELETE FROM files'),
    env.STORAGE_DB.prepare('DELETE FROM outbox'),
  ]);
  const { objects } = await env.FILES.list();
  await Promise.all(objects.map((object) => env.FILES.delete(object.key)));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an upload that fails midway', () => {
  it('keeps nothing when the blob cannot be written', async () => {
    const response = await call(
      '/upload',
      { method: 'POST', body: uploadForm(TXT, 'a.txt') },
      {
        ...env,
        FILES: bucketFailing('put'),
      },
    );
    expect(response.status).toBe(500);
    expect(await messageOf(response)).toBe(UPLOAD_NOT_STORED_MESSAGE);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/^Upload .* failed:$/),
      expect.any(Error),
    );
    expect(await countRows()).toBe(0);
    expect(await countBlobs()).toBe(0);
  });

  it('keeps nothing when the row cannot be marked stored after the blob was written', async () => {
    const response = await call(
      '/upload',
      { method: 'POST', body: uploadForm(TXT, 'a.txt') },
      {
        ...env,
        STORAGE_DB: databaseFailingBatches(),
      },
    );
    expect(response.status).toBe(500);
    expect(await countRows()).toBe(0);
    expect(await countBlobs()).toBe(0);
  });
});

describe('a delete that fails midway', () => {
  it('keeps the file listed with its blob when the blob cannot be removed', async () => {
    const created = await call(
      '/upload',
      { method: 'POST', body: uploadForm(TXT, 'keep.txt') },
      env,
    );
    const { data } = (await created.json()) as { data: { id: string } };
    const response = await call(
      `/files/${data.id}`,
      { method: 'DELETE' },
      {
        ...env,
        FILES: bucketFailing('delete'),
      },
    );
    expect(response.status).toBe(500);
    expect(await messageOf(response)).toBe(DELETE_NOT_DONE_MESSAGE);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const listed = await call('/files', {}, env);
    expect(((await listed.json()) as { data: { total: number } }).data.total).toBe(1);
    expect(await env.FILES.head(data.id)).not.toBeNull();
  });
});

describe('the sweep', () => {
  const longAgo = new Date(
    Date.now() - DEFAULT_SWEEP_INTERVAL_SECONDS * 1000 - 60_000,
  ).toISOString();

  it('removes an upload a crash left pending, blob and row', async () => {
    const id = crypto.randomUUID();
    await env.FILES.put(id, TXT);
    await env.STORAGE_DB.prepare(
      `INSERT INTO files VALUES (?1, 'x.txt', 3, 'text/plain', 'demo-user', ?2, ?3, 'pending', ?3)`,
    )
      .bind(id, '0'.repeat(64), longAgo)
      .run();
    await sweep(env);
    expect(await countRows()).toBe(0);
    expect(await env.FILES.head(id)).toBeNull();
  });

  it('finishes a delete a crash interrupted and publishes its event', async () => {
    const id = crypto.randomUUID();
    await env.STORAGE_DB.prepare(
      `INSERT INTO files VALUES (?1, 'x.txt', 3, 'text/plain', 'demo-user', ?2, ?3, 'deleting', ?3)`,
    )
      .bind(id, '0'.repeat(64), longAgo)
      .run();
    const result = await sweep(env, Date.now() + 120_000);
    expect(result.finished).toBe(1);
    expect(result.published).toBe(1);
    expect(await countRows()).toBe(0);
  });

  it('leaves uploads that are still in progress alone', async () => {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await env.STORAGE_DB.prepare(
      `INSERT INTO files VALUES (?1, 'x.txt', 3, 'text/plain', 'demo-user', ?2, ?3, 'pending', ?3)`,
    )
      .bind(id, '0'.repeat(64), now)
      .run();
    await sweep(env);
    expect(await countRows()).toBe(1);
  });

  it('finishes at once what was unfinished before the runtime started', async () => {
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const insert = env.STORAGE_DB.prepare(
      `INSERT INTO files VALUES (?1, 'x.txt', 3, 'text/plain', 'demo-user', ?2, ?3, ?4, ?3)`,
    );
    const [cutOff, deleted, inProgress] = [crypto.randomUUID(), crypto.randomUUID(), 'now'];
    await env.FILES.put(cutOff, TXT);
    await env.FILES.put(deleted, TXT);
    await env.STORAGE_DB.batch([
      insert.bind(cutOff, '0'.repeat(64), secondsAgo(20), 'pending'),
      insert.bind(deleted, '0'.repeat(64), secondsAgo(20), 'deleting'),
      insert.bind(inProgress, '0'.repeat(64), secondsAgo(1), 'pending'),
    ]);
    const result = await sweep({ ...env, RUNTIME_STARTED_AT: secondsAgo(10) });
    expect(result).toEqual({ finished: 2, published: 0 });
    const left = await env.STORAGE_DB.prepare('SELECT id FROM files').all<{ id: string }>();
    expect(left.results).toEqual([{ id: inProgress }]);
    expect(await countBlobs()).toBe(0);
    const outbox = await env.STORAGE_DB.prepare('SELECT body FROM outbox').all<{ body: string }>();
    expect(outbox.results.map(({ body }) => JSON.parse(body) as { type: string })).toMatchObject([
      { type: 'file.deleted' },
    ]);
  });
});
