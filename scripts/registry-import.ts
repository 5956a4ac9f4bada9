// npm run registry:import -- FILE: replaces the local register with a real NZBN bulk export
// (CSV with a header row, or JSON lines; columns in docs/registry.md). Every row is checked
// and rejected rows are reported with their line numbers; the register is replaced in one
// transaction at the end, so a failed import leaves the old register as it was.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { readImportFile, type ImportEntity, type RejectedRow } from './lib/import-rows';
import { withLocalAdmin } from './lib/local-admin.mjs';
import { adminCall, withRetries } from './lib/admin-call.mjs';

const CHUNK = 5_000;
const SHOWN_REJECTIONS = 20;

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(
    `Usage: npm run registry:import -- FILE (CSV or .jsonl). ${file ? `No file at ${file}.` : ''}`,
  );
  process.exit(1);
}

let imported = 0;
const rejected: RejectedRow[] = [];
await withLocalAdmin(async ({ baseUrl, token }: { baseUrl: string; token: string }) => {
  await withRetries('Starting the import', () => adminCall(baseUrl, token, 'import/begin', {}));
  let chunk: ImportEntity[] = [];
  // A chunk is staged in one transaction, whole or not at all. After a passing failure the
  // staging says which: the chunk is there (its answer was lost) or it is sent again.
  const stageChunk = async () => {
    let retrying = false;
    await withRetries(
      `Staging rows from row ${(imported + 1).toLocaleString('en-NZ')}`,
      async () => {
        if (retrying) {
          const { staged } = await adminCall(baseUrl, token, 'import/status');
          if (staged === imported + chunk.length) return;
          if (staged !== imported) {
            throw new Error(
              `the staging holds ${staged} rows where ${imported} were sent; run the import again`,
            );
          }
        }
        retrying = true;
        await adminCall(baseUrl, token, 'import/rows', { entities: chunk });
      },
    );
  };
  const send = async () => {
    if (chunk.length === 0) return;
    await stageChunk();
    imported += chunk.length;
    process.stdout.write(`\r  ${imported.toLocaleString('en-NZ')} rows staged`);
    chunk = [];
  };
  for await (const row of readImportFile(file)) {
    if ('problem' in row) rejected.push(row);
    else {
      chunk.push(row.entity);
      if (chunk.length === CHUNK) await send();
    }
  }
  await send();
  process.stdout.write('\n');
  if (imported === 0) {
    throw new Error('No valid rows: the register was left as it was.');
  }
  const result = await adminCall(baseUrl, token, 'import/commit', { source: basename(file) });
  console.log(`Imported ${result.entities.toLocaleString('en-NZ')} entities from ${file}.`);
}).catch((error) => {
  console.error(`Import failed: ${error.message}`);
  process.exitCode = 1;
});

if (rejected.length > 0) {
  console.error(`${rejected.length.toLocaleString('en-NZ')} rows rejected:`);
  for (const { line, problem } of rejected.slice(0, SHOWN_REJECTIONS))
    console.error(`  line ${line}: ${problem}`);
  if (rejected.length > SHOWN_REJECTIONS)
    console.error(`  … and ${rejected.length - SHOWN_REJECTIONS} more`);
}
