// npm run bench:bundles: each worker's bundle and cold start on their own (about a minute).
import { formatTable } from './results.mjs';
import { measureWorkers, printWorkerFigures, workerFigures } from './worker-bundles.mjs';

console.log("Each worker's bundle (wrangler deploy --dry-run --minify) and cold start in workerd…");
try {
  const result = await measureWorkers();
  printWorkerFigures(result);
  const rows = workerFigures(result);
  console.log(`\n${formatTable(rows)}`);
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
} catch (error) {
  console.error(error);
  // Not process.exit(): Miniflare removes its temporary directory after dispose(), in the background.
  process.exitCode = 1;
}
