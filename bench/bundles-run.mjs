// npm run bench:bundles: each worker's bundle and cold start on their own (about a minute),
// and the previous release's bundles beside them. Its rows replace theirs in
// bench/results/latest.json.
import { formatTable, mergeResults } from './results.mjs';
import { workerBundleFigures } from './worker-bundles.mjs';

console.log("Each worker's bundle (wrangler deploy --dry-run --minify) and cold start in workerd…");
try {
  const rows = await workerBundleFigures();
  console.log(`\n${formatTable(rows)}`);
  await mergeResults(rows, 'bench:bundles');
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
} catch (error) {
  console.error(error);
  // Not process.exit(): Miniflare removes its temporary directory after dispose(), in the background.
  process.exitCode = 1;
}
