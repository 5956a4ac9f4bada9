// The lab's tables, which no migration of the service makes: the lab makes them itself, from
// its one definition, where they are missing, and leaves them as they are where they exist.
import { createLabTables } from '@repo/service-kit/lab/lab-tables';
import { tableNames } from '@repo/service-kit/testing/table-names';
import { env, SELF } from 'cloudflare:test';
import { expect, it } from 'vitest';

const db = env.STORAGE_DB;

it('makes the lab’s tables where they are missing, and keeps their rows where they exist', async () => {
  await db.batch([db.prepare('DROP TABLE lab_faults'), db.prepare('DROP TABLE dead_letters')]);
  expect(await tableNames(db)).not.toContain('lab_faults');

  await createLabTables(db);
  expect(await tableNames(db)).toEqual(expect.arrayContaining(['lab_faults', 'dead_letters']));
  await db
    .prepare(
      "INSERT INTO dead_letters (queue, id, body, dead_lettered_at) VALUES ('file-events', 'x', '{}', 1)",
    )
    .run();
  await createLabTables(db);
  expect(await db.prepare('SELECT count(*) AS n FROM dead_letters').first('n')).toBe(1);

  const response = await SELF.fetch('https://storage.test/api/lab/faults');
  expect(response.status).toBe(200);
});
