import { tableNames } from '@repo/service-kit/testing/table-names';
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';

it('keeps its own tables in a database of its own, none of another service', async () => {
  const tables = await tableNames(env.STORAGE_DB);
  expect(tables).toEqual(expect.arrayContaining(['files', 'outbox']));
  for (const foreign of ['entities', 'user_files']) expect(tables).not.toContain(foreign);
});
