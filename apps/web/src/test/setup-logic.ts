// Vitest setup every web test shares (the pure-logic tests in Node, and setup.ts in jsdom): a
// guard that fails any test which logs an unexpected console.error, and mocks, stubbed globals
// and fake timers put back after each test.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A test that expects console.error mocks it and clears the calls it asserted on.
  if (calls.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
