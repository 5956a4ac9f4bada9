// The figures of one `npm run bench`, as one table: each figure's name, value, unit, target
// and whether it met it. Printed at the end, written to bench/results/latest.json and
// appended, dated, to bench/results/history.jsonl (docs/performance.md).
import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/system.mjs';

export const RESULTS_DIR = join(ROOT, 'bench', 'results');

/** Targets a figure is held to; a figure without one is reported only. */
export const below = (limit) => ({ text: `< ${limit}`, met: (value) => value < limit });
export const atMost = (limit) => ({ text: `≤ ${limit}`, met: (value) => value <= limit });
export const atLeast = (limit) => ({ text: `≥ ${limit}`, met: (value) => value >= limit });

/**
 * One row of the table: `{ name, value, unit, target, pass }`, where `target` reads like
 * '< 100 ms' and `pass` is true or false, or both are null for a figure only reported.
 * @param {string} name
 * @param {number} value
 * @param {string} unit
 * @param {{ text: string; met: (value: number) => boolean }} [target]
 */
export function figure(name, value, unit, target) {
  if (!Number.isFinite(value)) throw new Error(`figure '${name}' is not a number: ${value}`);
  return {
    name,
    value,
    unit,
    target: target ? `${target.text}${unit === '×' || unit === '' ? '' : ' '}${unit}`.trim() : null,
    pass: target ? target.met(value) : null,
  };
}

/**
 * The middle of `values` (the upper middle of an even count), ordered by `by`: how every
 * repeated measurement becomes one figure.
 * @template T
 * @param {readonly T[]} values
 * @param {(value: T) => number} [by]
 * @returns {T}
 */
export function median(values, by = (value) => Number(value)) {
  if (values.length === 0) throw new Error('a median needs at least one value');
  const sorted = [...values].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)];
}

/** `a` over `b`, two decimals: the form every side-by-side comparison takes. */
export const ratio = (a, b) => +(a / b).toFixed(2);

const verdict = (row) => (row.pass === null ? 'reported' : row.pass ? 'pass' : 'MISS');

/** The rows as a plain-text table with aligned columns. */
export function formatTable(rows) {
  const cells = rows.map((row) => [
    row.name,
    `${row.value.toLocaleString('en-NZ')} ${row.unit}`.trim(),
    row.target ?? '—',
    verdict(row),
  ]);
  const header = ['Figure', 'Value', 'Target', 'Result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column].length)),
  );
  const line = (cell) => cell.map((text, column) => text.padEnd(widths[column])).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)]
    .map((text) => text.trimEnd())
    .join('\n');
}

function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    return null;
  }
}

/** latest.json holds this run's rows; history.jsonl gains one dated line per run. */
export async function saveResults(rows, dir = RESULTS_DIR) {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'latest.json'), `${JSON.stringify({ results: rows }, null, 2)}\n`);
  const line = { date: new Date().toISOString(), commit: currentCommit(), results: rows };
  await appendFile(join(dir, 'history.jsonl'), `${JSON.stringify(line)}\n`);
}

/**
 * For a piece run on its own (`npm run bench:soak`): its rows replace the rows of the same
 * name in latest.json, or join the table after them; history.jsonl gains one dated line
 * with the piece's rows only, named by `piece`.
 */
export async function mergeResults(rows, piece, dir = RESULTS_DIR) {
  await mkdir(dir, { recursive: true });
  const latestPath = join(dir, 'latest.json');
  const previous = await readFile(latestPath, 'utf8').then(
    (text) => JSON.parse(text).results,
    () => [],
  );
  const fresh = new Map(rows.map((row) => [row.name, row]));
  const merged = previous.map((row) => fresh.get(row.name) ?? row);
  const known = new Set(previous.map((row) => row.name));
  merged.push(...rows.filter((row) => !known.has(row.name)));
  await writeFile(latestPath, `${JSON.stringify({ results: merged }, null, 2)}\n`);
  const line = { date: new Date().toISOString(), commit: currentCommit(), piece, results: rows };
  await appendFile(join(dir, 'history.jsonl'), `${JSON.stringify(line)}\n`);
}
