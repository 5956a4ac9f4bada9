// npm run bench:class: a simulated class of 60 on one local system in class mode, alone and beside
// a hostile learner (bench/class.mjs), then a class of 60 working with the instructor's console
// open, live over its WebSocket and, beside it, by polling (bench/class-console.mjs).
// Its rows join the bench table in bench/results/latest.json (docs/deploy.md#what-a-class-costs).
import { benchClass, classFigures, printClassFigures } from './class.mjs';
import { benchClassConsole, consoleFigures, printConsoleFigures } from './class-console.mjs';
import { formatTable, mergeResults } from './results.mjs';

const result = await benchClass();
printClassFigures(result);
const live = await benchClassConsole();
printConsoleFigures(live);
const rows = [...classFigures(result), ...consoleFigures(live)];
console.log(`\n${formatTable(rows)}\n`);
await mergeResults(rows, 'bench:class');
console.log('saved to bench/results/latest.json and history.jsonl');
if (rows.some((row) => row.pass === false)) process.exitCode = 1;
