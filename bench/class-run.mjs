// npm run bench:class: a simulated class of 60 on one local system in class mode, alone and beside
// a hostile learner (bench/class.mjs).
// Its rows join the bench table in bench/results/latest.json (docs/deploy.md#what-a-class-costs).
import { benchClass, classFigures, printClassFigures } from './class.mjs';
import { formatTable, mergeResults } from './results.mjs';

const result = await benchClass();
printClassFigures(result);
const rows = classFigures(result);
console.log(`\n${formatTable(rows)}\n`);
await mergeResults(rows, 'bench:class');
console.log('saved to bench/results/latest.json and history.jsonl');
if (rows.some((row) => row.pass === false)) process.exitCode = 1;
