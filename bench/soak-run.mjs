// npm run bench:soak: mixed traffic at 40 requests a second for 20 minutes, then 2 idle, against the system
// as `npm start` runs it (SOAK_SECONDS or --seconds=N for a shorter try), then what a stored
// trace takes. Its rows join the bench table in bench/results/latest.json (docs/performance.md#soak).
import { formatTable, mergeResults } from './results.mjs';
import { benchSoak } from './soak-bench.mjs';
import { soakSeconds } from './soak.mjs';

const rows = await benchSoak(soakSeconds());
console.log(`\n${formatTable(rows)}\n`);
await mergeResults(rows, 'bench:soak');
console.log('saved to bench/results/latest.json and history.jsonl');
if (rows.some((row) => row.pass === false)) process.exitCode = 1;
