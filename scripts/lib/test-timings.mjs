// What `npm test` records of its own run: each step's time, and each test file's time read
// from the Vitest JSON report a step writes, so the slowest files are known (README, Tests).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ROOT } from './system.mjs';

/** Where the reports and the timings go (git-ignored). */
export const RESULTS_DIR = join(ROOT, 'test-results');

/** The Vitest JSON report a step writes. */
export const reportPath = (step) => join(RESULTS_DIR, `${step}.json`);

/** Vitest's reporters for a step: its usual output, and the JSON report with every file's time. */
export const vitestReporters = (step) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportPath(step)}`,
];

/** Each test file of a step's report with its time in seconds; none when it wrote no report. */
export function fileTimes(step) {
  const path = reportPath(step);
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return (report.testResults ?? []).map((file) => ({
    step,
    file: relative(ROOT, file.name),
    seconds: Math.round(file.endTime - file.startTime) / 1000,
    status: file.status,
  }));
}

/**
 * Writes test-results/timings.json (every step's time, every file's time, slowest first) and
 * returns the `count` slowest files.
 */
export async function saveTimings(steps, count = 10) {
  const files = steps.flatMap(({ name }) => fileTimes(name)).sort((a, b) => b.seconds - a.seconds);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    join(RESULTS_DIR, 'timings.json'),
    `${JSON.stringify({ at: new Date().toISOString(), steps, files }, null, 2)}\n`,
  );
  return files.slice(0, count);
}
