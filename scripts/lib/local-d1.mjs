import { runWrangler, workerConfig } from './system.mjs';

/**
 * Runs SQL against the register's local D1 database (the visualization worker's register-db)
 * under `dataDir` and returns D1's JSON results (one entry per statement, each with its
 * `meta.duration`).
 */
export async function executeRegisterSql(dataDir, sql) {
  const output = await runWrangler(
    [
      'd1',
      'execute',
      'register-db',
      '--local',
      '--persist-to',
      dataDir,
      '-c',
      workerConfig('visualization'),
      '--json',
      '--command',
      sql,
    ],
    { quiet: true },
  );
  return JSON.parse(output.slice(output.indexOf('[')));
}
