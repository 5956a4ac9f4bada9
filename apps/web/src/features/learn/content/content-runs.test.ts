// Every runnable part of every section, run as the engine runs it: examples and challenge
// tests through the shipped Worker runtime (in a Node vm). The visualisations are drawn in
// visualisations.test.ts.
import { describe, expect, it } from 'vitest';
import type { Challenge } from '../lib/module-schema';
import { matchesExpected } from '../sandbox/run-code';
import { runInVm } from '../sandbox/worker-vm.test-utils';
import { SECTIONS } from './content.test-utils';

/** The runner's limit for a playground run and for one challenge test. */
const RUN_LIMIT_MS = 1000;
const TEST_LIMIT_MS = 2000;

/** A challenge test's output as the page compares it, or why there is none. */
async function testOutput(code: string, input: string): Promise<string> {
  const run = await runInVm(code, true, undefined, input);
  if (run.done.type !== 'done') return 'no result';
  return run.done.status === 'ok' ? (run.done.value ?? '') : `threw: ${run.done.message}`;
}

const examples = SECTIONS.flatMap(({ name, section }) =>
  section.code?.runnable ? [[name, section.code.code] as const] : [],
);
const challenges = SECTIONS.flatMap(({ name, section }) =>
  // A consumer challenge is judged on the live system (e2e/consumer-challenges.test.ts).
  section.challenge && section.challenge.consumer === undefined
    ? [[name, section.challenge] as const]
    : [],
);

describe('runnable examples', () => {
  it.each(examples)('%s runs in the real runtime, logs, and ends in time', async (_, code) => {
    const lines = code.split('\n').length;
    expect(lines).toBeGreaterThanOrEqual(5);
    expect(lines).toBeLessThanOrEqual(40);
    expect(code).not.toMatch(/\b(?:import|require|document|window)\b|process\./);
    const started = performance.now();
    const run = await runInVm(code);
    expect(performance.now() - started).toBeLessThan(RUN_LIMIT_MS);
    expect(run.done).toEqual({ type: 'done', status: 'ok' });
    expect(run.lines.length).toBeGreaterThan(0);
    expect(run.lines.filter((line) => line.text.startsWith('Error'))).toEqual([]);
  });
});

describe('challenges', () => {
  it.each(challenges)(
    '%s: the solution passes every test and the starter code fails one',
    async (_, challenge: Challenge) => {
      for (const test of challenge.tests) {
        expect(test.expectedOutput.length, test.name).toBeLessThan(60);
        const started = performance.now();
        const actual = await testOutput(challenge.solution, test.input);
        expect(performance.now() - started, test.name).toBeLessThan(TEST_LIMIT_MS);
        expect(matchesExpected(actual, test.expectedOutput), `${test.name}: ${actual}`).toBe(true);
      }
      let starterFails = false;
      for (const test of challenge.tests) {
        const actual = await testOutput(challenge.starterCode, test.input);
        if (!matchesExpected(actual, test.expectedOutput)) {
          starterFails = true;
          break;
        }
      }
      expect(starterFails).toBe(true);
    },
  );
});
