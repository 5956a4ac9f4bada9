// What `npm run bench:compare` reports: a side-by-side table as it goes, and rows for the one
// bench table, each ratio current ÷ baseline held to ≤ 1.1 (docs/performance.md).
import { prepareBaseline, resolveBaseline } from './baseline.mjs';
import { benchCompare, COMPARE, KINDS, ms } from './compare.mjs';
import { atMost, figure, ratio } from './results.mjs';

const each = (result, visit) =>
  KINDS.flatMap(([kind, label]) => ['p50', 'p95'].map((p) => visit(kind, `${label} ${p}`, p)));

/** The side-by-side table: medians of the rounds and their ratio. */
export function printCompareFigures(result, baselineName) {
  console.log(`  ${'median of rounds'.padEnd(22)} ${baselineName.padStart(12)}  current    ratio`);
  each(result, (kind, label, p) => {
    const [before, after] = [result.baseline[kind][p], result.current[kind][p]];
    const flag = ratio(after, before) > COMPARE.limit ? '  regression' : '';
    console.log(
      `  ${label.padEnd(22)} ${ms(before).padStart(9)} ms ${ms(after)} ms ${ratio(after, before).toFixed(2).padStart(6)} ×${flag}`,
    );
  });
}

/** Rows for the one table: each ratio held to ≤ 1.1, and both builds' milliseconds beside it. */
export function compareFigures(result) {
  return each(result, (kind, label, p) => {
    const [before, after] = [result.baseline[kind][p], result.current[kind][p]];
    const name = `vs previous release: ${label}`;
    return [
      figure(`${name}, current ÷ baseline`, ratio(after, before), '×', atMost(COMPARE.limit)),
      figure(`${name}, baseline`, before, 'ms'),
      figure(`${name}, current`, after, 'ms'),
    ];
  }).flat();
}

/**
 * The whole comparison: resolves and prepares the baseline, measures both builds, prints the
 * table and returns the rows. The current build's web app must already be built.
 */
export async function compareWithPreviousRelease() {
  const baseline = resolveBaseline();
  console.log(
    `\nThis build against the previous release ${baseline.ref} (${baseline.short}), ` +
      `${COMPARE.registerSize.toLocaleString('en-NZ')} entities, ${COMPARE.rounds} alternating rounds each…`,
  );
  const result = await benchCompare({ baselineRoot: await prepareBaseline(baseline) });
  printCompareFigures(result, baseline.short);
  return compareFigures(result);
}
