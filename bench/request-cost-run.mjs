// npm run bench:profile: where a request's time goes, this build beside the previous release
// (bench/request-cost.mjs). Both builds' CPU per request of each kind, then this build's
// workerd services sampled, told by service and by part. Its rows replace theirs in
// bench/results/latest.json; the figures are reported, the target is bench:compare's.
import { prepareBaseline, resolveBaseline } from './baseline.mjs';
import { requestCost, REQUEST_COST } from './request-cost.mjs';
import { figure, formatTable, mergeResults, ratio } from './results.mjs';
import { run, ROOT } from '../scripts/lib/system.mjs';

/** Services that spent less than this a request (ms) are left out of the printout. */
const SHOWN_MS = 0.05;

const sum = (values) => values.reduce((total, value) => total + value, 0);
const perRequest = (ms, requests) => (ms / requests).toFixed(2).padStart(6);

await run('npm', ['run', 'build', '--silent'], { quiet: true });
const baseline = resolveBaseline();
console.log(
  `\nCPU per request, this build against ${baseline.ref} (${baseline.short}), ` +
    `${REQUEST_COST.registerSize.toLocaleString('en-NZ')} entities, ${REQUEST_COST.passes} passes of each kind…`,
);
const before = await requestCost(await prepareBaseline(baseline));
const after = await requestCost(ROOT);
console.log('\nThis build with workerd sampled (the inspector slows everything, so read shares)…');
const sampled = await requestCost(ROOT, { profile: true });

const rows = [];
console.log(
  `\n  ${'ms of CPU a request'.padEnd(24)} ${'baseline'.padStart(9)} ${'current'.padStart(9)}`,
);
for (const [kind, { label, requests, cpu }] of Object.entries(after)) {
  const then = before[kind];
  for (const process of ['workerd', 'node']) {
    const [was, is] = [then.cpu[process] ?? 0, cpu[process] ?? 0];
    console.log(
      `  ${`${label}, ${process}`.padEnd(24)} ${was.toFixed(2).padStart(9)} ${is.toFixed(2).padStart(9)}`,
    );
  }
  const [was, is] = [then.cpu.workerd ?? 0, cpu.workerd ?? 0];
  rows.push(
    figure(`CPU a request, ${label}, workerd, baseline`, +was.toFixed(2), 'ms'),
    figure(`CPU a request, ${label}, workerd, current`, +is.toFixed(2), 'ms'),
    figure(`CPU a request, ${label}, workerd, current ÷ baseline`, ratio(is, was), '×'),
  );
  const { js } = sampled[kind];
  console.log(`\n  ${label}, sampled: JavaScript ms a request by workerd service (and part)`);
  const services = Object.entries(js)
    .map(([id, { parts }]) => [id, parts, sum(Object.values(parts))])
    .filter(([, , total]) => total / requests >= SHOWN_MS)
    .sort((a, b) => b[2] - a[2]);
  for (const [id, parts, total] of services) {
    const shares = Object.entries(parts)
      .filter(([, ms]) => ms / requests >= SHOWN_MS)
      .sort((a, b) => b[1] - a[1])
      .map(([part, ms]) => `${part} ${perRequest(ms, requests).trim()}`)
      .join(', ');
    console.log(`  ${perRequest(total, requests)}  ${id.padEnd(28)} ${shares}`);
  }
}
console.log(`\n${formatTable(rows)}\n`);
await mergeResults(rows, 'bench:profile');
