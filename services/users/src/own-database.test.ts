import { tableNames } from '@repo/service-kit/testing/table-names';
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';

it('keeps its own tables in a database of its own, none of another service', async () => {
  const tables = await tableNames(env.USERS_DB);
  expect(tables).toEqual(expect.arrayContaining(['user_files', 'users']));
  for (const foreign of ['entities', 'files']) expect(tables).not.toContain(foreign);
});
