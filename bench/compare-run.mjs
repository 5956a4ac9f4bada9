// npm run bench:compare: this build against the previous release (bench/compare.mjs) on its
// own. Its rows replace theirs in bench/results/latest.json; a regression exits non-zero.
import { run } from '../scripts/lib/system.mjs';
import { compareWithPreviousRelease } from './compare-figures.mjs';
import { formatTable, mergeResults } from './results.mjs';

// Both systems serve their own built web app, as `npm start` does.
await run('npm', ['run', 'build', '--silent'], { quiet: true });
const rows = await compareWithPreviousRelease();
console.log(`\n${formatTable(rows)}\n`);
await mergeResults(rows, 'bench:compare');
if (rows.some((row) => row.pass === false)) process.exitCode = 1;
