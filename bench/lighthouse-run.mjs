// npm run bench:lighthouse: Lighthouse on every page of `npm run bench` (bench/lighthouse.mjs)
// on its own, on the system as `npm start` runs it with the bench's register. Its rows replace
// theirs in bench/results/latest.json; a page under its target exits non-zero.
import { run } from '../scripts/lib/system.mjs';
import { benchLighthouse, lighthouseFigures, printLighthouseFigures } from './lighthouse.mjs';
import { formatTable, mergeResults } from './results.mjs';
import { startSystem } from './system.mjs';

// The system serves its own built web app, as `npm start` does.
await run('npm', ['run', 'build', '--silent'], { quiet: true });
const system = await startSystem();
try {
  const scores = await benchLighthouse(system.url);
  printLighthouseFigures(scores);
  const rows = lighthouseFigures(scores);
  console.log(`\n${formatTable(rows)}\n`);
  await mergeResults(rows, 'bench:lighthouse');
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
} finally {
  await system.stop();
}
