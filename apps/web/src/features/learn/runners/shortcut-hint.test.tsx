import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import type { Challenge } from '../lib/module-schema';
import { ChallengeRunner } from './challenge-runner';
import { findEditor, stubRangeRects } from './editor.test-utils';
import { Playground } from './playground';

const RUN_HINT = 'Ctrl/Cmd+Enter runs the code; Ctrl/Cmd+Backspace resets it.';
const TESTS_HINT = 'Ctrl/Cmd+Enter runs the tests; Ctrl/Cmd+Backspace resets the code.';

const CHALLENGE: Challenge = {
  description: 'Write double(n).',
  starterCode: 'function double(n) {}',
  solution: 'function double(n) {\n  return n * 2;\n}',
  tests: [{ name: 'doubles 2', input: 'double(2)', expectedOutput: '4' }],
  hints: [],
};

/** A touch screen: the primary pointer is coarse, and nothing hovers. */
function onATouchScreen() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('pointer: coarse') || query.includes('hover: none'),
  }));
}

describe('the keyboard-shortcut hints', () => {
  let restoreRanges: () => void;
  beforeAll(() => {
    restoreRanges = stubRangeRects();
  });
  afterAll(() => restoreRanges());

  it('show under the Playground and the Challenge where there is a mouse', async () => {
    renderPage(
      <>
        <Playground initialCode="console.log(1);" />
        <ChallengeRunner challenge={CHALLENGE} />
      </>,
    );
    await findEditor('Code editor');
    expect(screen.getByText(RUN_HINT)).toBeInTheDocument();
    expect(screen.getByText(TESTS_HINT)).toBeInTheDocument();
  });

  it('are left out on a touch screen, where the runners still work by their buttons', async () => {
    onATouchScreen();
    renderPage(
      <>
        <Playground initialCode="console.log(1);" />
        <ChallengeRunner challenge={CHALLENGE} />
      </>,
    );
    await findEditor('Code editor');
    expect(screen.queryByText(RUN_HINT)).not.toBeInTheDocument();
    expect(screen.queryByText(TESTS_HINT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Run Tests' })).toBeEnabled();
  });
});
