// Runs learner JavaScript off the main thread with no access to the page, and checks a
// challenge's tests against it. See sandbox-frame.ts for how the isolation works.
import type { ChallengeTest } from '../lib/module-schema';
import { MAX_RUN_MS, runCapMessage, runTimeoutMessage } from './constants';
import type { OutputLine } from './frame-messages';
import { runInSandbox } from './sandbox-frame';

/** How long a run's Worker may be busy; waiting for a timer or the API counts up to MAX_RUN_MS. */
export const RUN_TIME_LIMIT_MS = 1000;
/**
 * Each challenge test gets its own limit, busy or waiting: a test may await a slower simulated
 * service, and one that never settles fails in this time, not in a run's cap.
 */
export const TEST_TIME_LIMIT_MS = 2000;
export const RUN_TIMEOUT_MESSAGE = runTimeoutMessage(RUN_TIME_LIMIT_MS);

export type RunOutcome =
  | { status: 'ok'; lines: OutputLine[] }
  /**
   * message is 'Error: {message}' (docs/product.md#errors) or 'Unknown error' for a non-Error
   * throw.
   */
  | { status: 'error'; lines: OutputLine[]; message: string }
  /** Stopped: busy for its limit, or at its cap (the message says which). */
  | { status: 'timeout'; lines: OutputLine[]; message: string };

export interface RunOptions {
  timeoutMs?: number;
  capMs?: number;
  onLine?: (line: OutputLine) => void;
  signal?: AbortSignal;
}

/** Runs code as the body of an async function, until it and every timer it started are done. */
export async function runCode(code: string, options: RunOptions = {}): Promise<RunOutcome> {
  const timeoutMs = options.timeoutMs ?? RUN_TIME_LIMIT_MS;
  const lines: OutputLine[] = [];
  const result = await runInSandbox({
    code,
    wantValue: false,
    timeoutMs,
    capMs: options.capMs ?? MAX_RUN_MS,
    signal: options.signal,
    onLines: (batch) => {
      for (const line of batch) {
        lines.push(line);
        options.onLine?.(line);
      }
    },
  });
  switch (result.status) {
    case 'ok':
      return { status: 'ok', lines };
    case 'error':
      return { status: 'error', lines, message: result.message };
    case 'timeout':
      return { status: 'timeout', lines, message: runTimeoutMessage(result.afterMs ?? timeoutMs) };
    case 'capped':
      return { status: 'timeout', lines, message: runCapMessage(result.afterMs) };
  }
}

export interface ChallengeTestResult {
  name: string;
  passed: boolean;
  expected: string;
  actual: string;
  error?: string;
  timedOut: boolean;
}

export interface ChallengeTestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * A test's verdict, decided on the page: the Worker reports only the formatted value the code
 * returned (formatted as the Output panel shows it), and the expected output never leaves the
 * page, so no message from the sandbox can say that a test passed.
 */
export function matchesExpected(actual: string, expectedOutput: string): boolean {
  return actual.trim() === expectedOutput.trim();
}

/** Runs each test in its own fresh Worker, one after another; a hang fails only its test. */
export async function runChallengeTests(
  code: string,
  tests: readonly ChallengeTest[],
  options: ChallengeTestOptions = {},
): Promise<ChallengeTestResult[]> {
  const results: ChallengeTestResult[] = [];
  for (const test of tests) {
    const result = await runInSandbox({
      // Apart: the learner's code never sees the test (worker-runtime.ts, challengeRun).
      code,
      test: test.input,
      wantValue: true,
      timeoutMs: options.timeoutMs ?? TEST_TIME_LIMIT_MS,
      capMs: options.timeoutMs ?? TEST_TIME_LIMIT_MS,
      signal: options.signal,
      onLines: () => undefined,
    });
    const base = { name: test.name, expected: test.expectedOutput };
    if (result.status === 'ok') {
      const actual = result.value ?? '';
      const passed = matchesExpected(actual, test.expectedOutput);
      results.push({ ...base, passed, actual, timedOut: false });
    } else if (result.status === 'error') {
      results.push({ ...base, passed: false, actual: '', error: result.message, timedOut: false });
    } else {
      results.push({ ...base, passed: false, actual: '', timedOut: true });
    }
  }
  return results;
}
