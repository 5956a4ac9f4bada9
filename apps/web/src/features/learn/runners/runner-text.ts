// The code runners' texts and sizes (the Playground's and the Challenge's), written once.
import { formatSeconds } from '../sandbox/constants';
import { TEST_TIME_LIMIT_MS } from '../sandbox/run-code';

/** docs/product.md#screens: code editors are 16rem high; the loading placeholder keeps the same room. */
export const EDITOR_HEIGHT = '16rem';
export const OUTPUT_MIN_HEIGHT = 100;
export const OUTPUT_MAX_HEIGHT = '24rem';
export const ICON_SIZE = 16;

export const CODE_EDITOR_LABEL = 'Code editor';
export const RUN_CODE_LABEL = 'Run Code';
export const RUNNING_LABEL = 'Running...';
export const RESET_LABEL = 'Reset';
export const SHORTCUTS_HINT = 'Ctrl/Cmd+Enter runs the code; Ctrl/Cmd+Backspace resets it.';
/** Where the shortcut hints are left out: the primary pointer is a finger, not a mouse. */
export const COARSE_POINTER_QUERY = '(pointer: coarse)';
/** The notice after a reset; `resetNotice` says Cmd+Z on Apple keyboards, where Ctrl+Z does not undo. */
export const RESET_NOTICE = 'Code reset: Ctrl+Z brings yours back';
export const SAVE_DELAY_MS = 300;
export const OUTPUT_LABEL = 'Output';
export const OUTPUT_PLACEHOLDER = 'Run the code to see its output here.';
export const NO_OUTPUT = 'No output';

export const ACCEPTANCE_CRITERIA = 'Acceptance criteria';
export const CHALLENGE_EDITOR_LABEL = 'Your solution';
export const RUN_TESTS_LABEL = 'Run Tests';
export const RUNNING_TESTS_LABEL = 'Running tests...';
export const RESET_CODE_LABEL = 'Reset code';
export const TESTS_SHORTCUTS_HINT =
  'Ctrl/Cmd+Enter runs the tests; Ctrl/Cmd+Backspace resets the code.';
export const HIDE_HINTS = 'Hide hints';
export const HINTS_LABEL = 'Hints';
export const SHOW_SOLUTION = 'Show solution';
export const HIDE_SOLUTION = 'Hide solution';
export const SOLUTION_LABEL = 'Solution';
export const TEST_RESULTS_LABEL = 'Test results';
export const PASSED = 'Passed';
export const FAILED = 'Failed';
export const EXPECTED_PREFIX = 'Expected: ';
export const ACTUAL_PREFIX = 'Actual: ';
export const TEST_TIMED_OUT = `Timed out after ${formatSeconds(TEST_TIME_LIMIT_MS)}`;

export function testSummary(passed: number, total: number): string {
  return `${passed} of ${total} tests passed`;
}

/** The next hint's button: 'Show hint 2 of 3'. */
export function showHintLabel(next: number, total: number): string {
  return `Show hint ${next} of ${total}`;
}

export function resetNotice(apple: boolean): string {
  return apple ? RESET_NOTICE.replace('Ctrl+Z', 'Cmd+Z') : RESET_NOTICE;
}

/** Under an editor showing the learner's stored code, naming the button that leads back. */
export function savedCodeNote(resetLabel: string): string {
  return `Your saved code is shown. ${resetLabel} brings back the starter code.`;
}
