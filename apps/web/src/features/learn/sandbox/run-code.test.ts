// A challenge's verdict is the page's: the sandbox reports only what the code returned.
import { describe, expect, it, vi } from 'vitest';
import type { ChallengeTest } from '../lib/module-schema';
import { matchesExpected, runChallengeTests } from './run-code';
import type { SandboxRequest, SandboxResult } from './sandbox-frame';

const requests: SandboxRequest[] = [];
let answer: (request: SandboxRequest) => SandboxResult = () => ({ status: 'timeout' });

vi.mock('./sandbox-frame', () => ({
  runInSandbox: (request: SandboxRequest) => {
    requests.push(request);
    return Promise.resolve(answer(request));
  },
}));

const TESTS: ChallengeTest[] = [
  { name: 'doubles 2', input: 'double(2)', expectedOutput: 'expected-four' },
  { name: 'doubles 0', input: 'double(0)', expectedOutput: 'expected-zero' },
];

describe('challenge tests', () => {
  it('compare the formatted value with the expected output, trimmed', () => {
    expect(matchesExpected(' [ 1, 2 ]\n', '[ 1, 2 ]')).toBe(true);
    expect(matchesExpected('[ 1, 2 ]', '[ 1,2 ]')).toBe(false);
  });

  it('never send an expected output to the sandbox', async () => {
    requests.length = 0;
    answer = () => ({ status: 'ok', value: 'x' });
    await runChallengeTests('function double(n) { return n * 2; }', TESTS);
    expect(requests).toHaveLength(TESTS.length);
    for (const request of requests) {
      expect(JSON.stringify(request)).not.toMatch(/expected-/);
      expect(request.wantValue).toBe(true);
    }
    // The learner's code and each test go apart: the code never holds a test's text.
    expect(requests.map((request) => [request.code, request.test])).toEqual([
      ['function double(n) { return n * 2; }', 'double(2)'],
      ['function double(n) { return n * 2; }', 'double(0)'],
    ]);
  });

  it('count a test as passed only when its reported value matches', async () => {
    answer = (request) =>
      request.test === 'double(2)'
        ? { status: 'ok', value: 'expected-four' }
        : { status: 'ok', value: 'passed' };
    const results = await runChallengeTests('', TESTS);
    expect(results.map((result) => result.passed)).toEqual([true, false]);
    expect(results[1]).toMatchObject({ actual: 'passed', expected: 'expected-zero' });
  });
});
