import { ADMIN_CALLS_OFF } from '@repo/service-kit/admin-token';
import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadRegistry, nzbn } from '../../../../test/registry-fixtures';
import worker from '../../../index';

const BASE = 'https://visualization.test/api/nzbn';
// The ADMIN_TOKEN setting of these tests (vitest.config.mts).
const TOKEN = 'test-admin-token';

function admin(path: string, body?: unknown, token = TOKEN) {
  return SELF.fetch(`${BASE}/admin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const names = async (q: string) => {
  const response = await SELF.fetch(`${BASE}/search?q=${encodeURIComponent(q)}`);
  return ((await response.json()) as { data: { items: Array<{ name: string }> } }).data.items.map(
    (item) => item.name,
  );
};

const imported = (serial: number, name: string) => ({
  nzbn: nzbn(serial),
  name,
  entityType: 'Company',
  status: 'Registered',
  registeredAt: '2024-02-03T04:05:06.000Z',
  region: 'Otago',
});

beforeEach(async () => {
  await loadRegistry();
});

describe('register administration', () => {
  it('refuses a request without a known token', async () => {
    expect((await admin('status', undefined, 'wrong')).status).toBe(401);
    const anonymous = await SELF.fetch(`${BASE}/admin/status`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      success: false,
      error: { message: 'A valid admin bearer token is required' },
    });
  });

  it('is off, whatever the token, while no admin token is set', async () => {
    const { ADMIN_TOKEN: _set, ...unset } = env;
    const response = await worker.fetch(
      new Request(`${BASE}/admin/status`, { headers: { authorization: `Bearer ${TOKEN}` } }),
      unset,
      createExecutionContext(),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: ADMIN_CALLS_OFF },
    });
  });

  it('replaces the register with imported rows in one step, search index and analytics included', async () => {
    expect((await admin('import/begin', {})).status).toBe(200);
    expect(
      (await admin('import/rows', { entities: [imported(500, 'Ōamaru Stone Limited')] })).status,
    ).toBe(200);
    expect(await names('harbour')).not.toEqual([]);
    const commit = await admin('import/commit', { source: 'sample.csv' });
    expect(await commit.json()).toEqual({ success: true, data: { entities: 1 } });
    expect(await names('harbour')).toEqual([]);
    expect(await names('oamaru')).toEqual(['Ōamaru Stone Limited']);
    const status = await (await admin('status')).json();
    expect(status).toEqual({ success: true, data: { source: 'imported', entities: 1 } });
    const series = await SELF.fetch(
      `${BASE}/analytics/distribution?groupBy=region&start=2024-01-01&end=2024-12-31`,
    );
    const items = (
      (await series.json()) as { data: { items: Array<{ label: string; value: number }> } }
    ).data.items;
    expect(items.find((item) => item.label === 'Otago')?.value).toBe(1);
  });

  it('refuses a chunk with a bad row and leaves the register as it was', async () => {
    await admin('import/begin', {});
    const bad = { ...imported(501, 'Bad'), nzbn: '9429000000016' };
    const response = await admin('import/rows', { entities: [bad] });
    expect(response.status).toBe(400);
    expect((await admin('import/commit', { source: 'x' })).status).toBe(409);
    expect(await names('harbour plumbing')).toEqual(['Harbour Plumbing Limited']);
  });

  it('says how many rows the import has staged, so a retried import can go on', async () => {
    await admin('import/begin', {});
    const status = async () =>
      ((await (await admin('import/status')).json()) as { data: { staged: number } }).data.staged;
    expect(await status()).toBe(0);
    await admin('import/rows', { entities: [imported(510, 'One'), imported(511, 'Two')] });
    expect(await status()).toBe(2);
    await admin('import/begin', {});
    expect(await status()).toBe(0);
  });

  it('does not seed over an imported register', async () => {
    await admin('import/begin', {});
    await admin('import/rows', { entities: [imported(502, 'Kept Limited')] });
    await admin('import/commit', { source: 'x' });
    const seed = await admin('seed', {
      seed: 1,
      size: 10,
      now: new Date().toISOString(),
      from: 0,
      count: 10,
    });
    expect(seed.status).toBe(409);
  });

  // Found by admin.property.test.ts: these were a 500 or a message that named no field.
  it('refuses an NZBN twice in one chunk with a 400 that names it', async () => {
    await admin('import/begin', {});
    const row = imported(503, 'Twice Limited');
    const response = await admin('import/rows', { entities: [row, row] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: {
        message: `entities.1.nzbn: NZBN ${row.nzbn} appears more than once; each entity may be imported once`,
      },
    });
  });

  it('refuses an NZBN an earlier chunk staged with a 409 that names it', async () => {
    await admin('import/begin', {});
    const row = imported(504, 'Again Limited');
    expect((await admin('import/rows', { entities: [row] })).status).toBe(200);
    const again = await admin('import/rows', { entities: [imported(505, 'New Limited'), row] });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      error: {
        message: `NZBN ${row.nzbn} is already staged in this import; each entity may be imported once`,
      },
    });
  });

  it.each([
    ['no body', undefined],
    ['a body that is not JSON', 'seed=1'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
  ])('refuses %s with a 400 saying the body must be a JSON object', async (_, body) => {
    const response = await SELF.fetch(`${BASE}/admin/seed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'The body must be a JSON object' },
    });
  });
});
