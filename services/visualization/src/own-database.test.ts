import { tableNames } from '@repo/service-kit/testing/table-names';
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';

const FOREIGN = ['files', 'user_files'];

it('keeps its own tables in databases of its own, none of another service', async () => {
  const register = await tableNames(env.REGISTER_DB);
  const observability = await tableNames(env.OBSERVABILITY_DB);
  expect([...register, ...observability]).toEqual(
    expect.arrayContaining(['entities', 'health_checks']),
  );
  for (const foreign of FOREIGN) {
    expect(register).not.toContain(foreign);
    expect(observability).not.toContain(foreign);
  }
});

it('keeps each half in its own database: the register apart from the observability backend', async () => {
  const register = await tableNames(env.REGISTER_DB);
  const observability = await tableNames(env.OBSERVABILITY_DB);
  expect(register).toEqual(expect.arrayContaining(['entities', 'search_terms']));
  // The lab's tables are made in the database the lab is given: the observability one.
  expect(observability).toEqual(
    expect.arrayContaining([
      'health_checks',
      'spans',
      'queue_totals',
      'lab_faults',
      'dead_letters',
    ]),
  );
  for (const table of ['health_checks', 'spans', 'lab_faults']) {
    expect(register).not.toContain(table);
  }
  for (const table of ['entities', 'search_terms']) expect(observability).not.toContain(table);
});
