import { runWrangler, workerConfig } from './system.mjs';

/**
 * Runs SQL against the visualization worker's local D1 database under `dataDir` and
 * returns D1's JSON results (one entry per statement, each with its `meta.duration`).
 */
export async function executeVisualizationSql(dataDir, sql) {
  const output = await runWrangler(
    [
      'd1',
      'execute',
      'visualization-db',
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
