import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRecord, readImportFile, type ImportRow } from './import-rows';

const SAMPLE = fileURLToPath(new URL('./fixtures/registry-sample.csv', import.meta.url));
const NOW = new Date('2026-11-22T00:00:00Z');

async function readAll(path: string): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  for await (const row of readImportFile(path, NOW)) rows.push(row);
  return rows;
}

describe('reading a register export', () => {
  it('accepts good CSV rows and rejects the others with their line numbers', async () => {
    const rows = await readAll(SAMPLE);
    expect(rows).toEqual([
      {
        line: 2,
        entity: {
          nzbn: '9429000000017',
          name: 'Harbour "Best" Plumbing, Limited',
          entityType: 'Company',
          status: 'Registered',
          registeredAt: '2020-05-01T00:00:00.000Z',
          region: 'Auckland',
        },
      },
      { line: 3, problem: 'the NZBN check digit is wrong (9429000000016)' },
      {
        line: 4,
        entity: {
          nzbn: '9429000000024',
          name: 'Manawatu Trust',
          entityType: 'Trust',
          status: 'Removed',
          registeredAt: '1999-01-02T10:00:00.000Z',
          region: 'Manawatū-Whanganui',
        },
      },
      {
        line: 5,
        entity: {
          nzbn: '9429000000031',
          name: 'Multi\nLine Cafe',
          entityType: 'Sole Trader',
          status: 'Registered',
          registeredAt: '2021-01-01T00:00:00.000Z',
        },
      },
      { line: 7, problem: 'duplicate NZBN 9429000000017' },
      { line: 8, problem: "registrationDate '2999-01-01' is not between 1800 and today" },
      {
        line: 9,
        problem:
          "unknown entity type 'Charity' (expected Company, Sole Trader, Trust, Partnership)",
      },
    ]);
  });

  it('reads JSON lines and reports a line that is not JSON', async () => {
    const path = join(tmpdir(), `registry-${Date.now()}.jsonl`);
    await writeFile(
      path,
      [
        JSON.stringify({
          nzbn: '9429000000048',
          entityName: 'Kōwhai Ltd',
          entityType: 'NZ Limited Company',
          entityStatus: 'Registered',
          registrationDate: '2010-10-10',
        }),
        '{ not json',
        '',
        JSON.stringify({
          nzbn: '9429000000055',
          name: 'X',
          entityType: 'Trust',
          status: 'Struck off',
          registrationDate: '2010-10-10',
        }),
      ].join('\n'),
    );
    const rows = await readAll(path);
    expect(rows.map((row) => ('problem' in row ? row.problem : row.entity.name))).toEqual([
      'Kōwhai Ltd',
      'not valid JSON',
      "unknown status 'Struck off' (expected Registered, Removed)",
    ]);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 4]);
  });

  it.each([
    [{}, 'nzbn is missing'],
    [{ nzbn: '123' }, 'an NZBN is exactly 13 digits (123)'],
    [{ nzbn: '9429000000017' }, 'name is missing'],
    [
      {
        nzbn: '9429000000017',
        name: 'A',
        entityType: 'Company',
        status: 'Registered',
        registrationDate: 'last year',
      },
      "registrationDate 'last year' is not an ISO 8601 date",
    ],
    [
      {
        nzbn: '9429000000017',
        name: 'A',
        entityType: 'Company',
        status: 'Registered',
        registrationDate: '2000-01-01',
        region: 'Atlantis',
      },
      "unknown region 'Atlantis'",
    ],
  ])('rejects %j: %s', (record, problem) => {
    expect(checkRecord(record, NOW)).toEqual({ problem });
  });
});
