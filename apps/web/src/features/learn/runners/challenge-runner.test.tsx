import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import type { Challenge } from '../lib/module-schema';
import { ChallengeRunner } from './challenge-runner';
import { findEditor, replaceText, stubRangeRects } from './editor.test-utils';

const CHALLENGE: Challenge = {
  description: 'Write double(n).\n\nIt returns twice n.',
  starterCode: 'function double(n) {\n  // your code\n}',
  solution: 'function double(n) {\n  return n * 2;\n}',
  tests: [
    { name: 'doubles 2', input: 'double(2)', expectedOutput: '4' },
    { name: 'doubles 0', input: 'double(0)', expectedOutput: '0' },
  ],
  hints: ['Multiply by two.', 'Remember to return.'],
};

function renderChallenge(challenge: Challenge = CHALLENGE) {
  return renderRoute('/learn', [
    { path: '/learn', element: <ChallengeRunner challenge={challenge} /> },
  ]);
}

describe('ChallengeRunner', () => {
  let restoreRanges: () => void;
  beforeAll(() => {
    restoreRanges = stubRangeRects();
  });
  afterAll(() => restoreRanges());

  it('shows the description as paragraphs and lists the acceptance criteria', async () => {
    renderChallenge();
    await findEditor('Your solution');

    expect(screen.getByText('Write double(n).')).toBeInTheDocument();
    expect(screen.getByText('It returns twice n.')).toBeInTheDocument();
    const criteria = screen.getByRole('list', { name: 'Acceptance criteria' });
    expect(
      within(criteria)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['doubles 2', 'doubles 0']);
  });

  it('puts the starter code in an editor, with Run Tests and Reset code', async () => {
    renderChallenge();

    const { view } = await findEditor('Your solution');
    expect(view.state.doc.toString()).toBe(CHALLENGE.starterCode);
    expect(screen.getByRole('button', { name: 'Run Tests' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset code' })).toBeEnabled();
  });

  it('reveals the hints one at a time, then hides them all and starts over', async () => {
    renderChallenge();
    await findEditor('Your solution');
    expect(screen.queryByRole('list', { name: 'Hints' })).not.toBeInTheDocument();
    const shownHints = () =>
      within(screen.getByRole('list', { name: 'Hints' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    await userEvent.click(screen.getByRole('button', { name: 'Show hint 1 of 2' }));
    expect(shownHints()).toEqual([CHALLENGE.hints[0]]);

    await userEvent.click(screen.getByRole('button', { name: 'Show hint 2 of 2' }));
    expect(shownHints()).toEqual(CHALLENGE.hints);
    expect(screen.getByRole('button', { name: 'Hide hints' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hide hints' }));
    expect(screen.queryByRole('list', { name: 'Hints' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show hint 1 of 2' })).toBeInTheDocument();
  });

  it('renders the description and the hints as Markdown, not as typed', async () => {
    renderChallenge({
      ...CHALLENGE,
      description: 'Write `double(n)`, which **returns** twice n:\n\n- for 2, 4\n- for 0, 0',
      hints: ['Use the `*` operator.'],
    });
    await findEditor('Your solution');

    expect(screen.getByText('double(n)', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText('returns', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('for 2, 4', { selector: 'li' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show hint 1 of 1' }));
    const hints = screen.getByRole('list', { name: 'Hints' });
    expect(within(hints).getByText('*', { selector: 'code' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\*\*|`/);
  });

  it('offers no hints button when the challenge has no hints', async () => {
    renderChallenge({ ...CHALLENGE, hints: [] });
    await findEditor('Your solution');
    expect(screen.queryByRole('button', { name: /hint/ })).not.toBeInTheDocument();
  });

  it('shows the solution in a read-only editor, and hides it again', async () => {
    renderChallenge();
    await findEditor('Your solution');

    await userEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    const { content, view } = await findEditor('Solution');
    expect(view.state.doc.toString()).toBe(CHALLENGE.solution);
    expect(view.state.readOnly).toBe(true);
    expect(content).toHaveAttribute('aria-readonly', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide solution' }));
    expect(screen.queryByRole('textbox', { name: 'Solution' })).not.toBeInTheDocument();
  });

  it('labels the solution with a visible heading that names its region and editor', async () => {
    renderChallenge();
    await findEditor('Your solution');
    expect(screen.queryByRole('heading', { name: 'Solution' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    const heading = await screen.findByRole('heading', { name: 'Solution' });
    expect(heading).toBeVisible();
    const region = screen.getByRole('region', { name: 'Solution' });
    expect(region).toContainElement(heading);
    const { content } = await findEditor('Solution');
    expect(region).toContainElement(content);
  });

  it('sizes the solution to its code, while the learner keeps the fixed-height editor', async () => {
    renderChallenge();
    const { content: starter } = await findEditor('Your solution');
    await userEvent.click(screen.getByRole('button', { name: 'Show solution' }));
    const { content: solution } = await findEditor('Solution');

    const editorHeight = (content: HTMLElement) =>
      getComputedStyle(content.closest('.cm-editor') as HTMLElement).height;
    expect(editorHeight(starter)).toBe('16rem');
    expect(editorHeight(solution)).not.toBe('16rem');
  });

  it('restores the starter code when Reset code is pressed', async () => {
    renderChallenge();
    const { view } = await findEditor('Your solution');
    act(() => replaceText(view, 'const double = (n) => n * 2;'));

    await userEvent.click(screen.getByRole('button', { name: 'Reset code' }));

    expect(view.state.doc.toString()).toBe(CHALLENGE.starterCode);
  });

  it("shows 'Running tests...' on a disabled button while the tests run", async () => {
    renderChallenge();
    await findEditor('Your solution');

    await userEvent.click(screen.getByRole('button', { name: 'Run Tests' }));

    expect(screen.getByRole('button', { name: 'Running tests...' })).toBeDisabled();
  });

  it('keeps the learner code under its key and shows it again, saying so', async () => {
    const key = 'learner-code:async-basics:intro:challenge';
    const { unmount } = renderRoute('/learn', [
      { path: '/learn', element: <ChallengeRunner challenge={CHALLENGE} storageKey={key} /> },
    ]);
    const first = await findEditor('Your solution');
    act(() => replaceText(first.view, 'const double = (n) => n * 2;'));
    await waitFor(() =>
      expect(window.localStorage.getItem(key)).toBe('{"code":"const double = (n) => n * 2;"}'),
    );
    unmount();

    renderRoute('/learn', [
      { path: '/learn', element: <ChallengeRunner challenge={CHALLENGE} storageKey={key} /> },
    ]);
    const { view } = await findEditor('Your solution');
    expect(view.state.doc.toString()).toBe('const double = (n) => n * 2;');
    expect(
      screen.getByText('Your saved code is shown. Reset code brings back the starter code.'),
    ).toBeInTheDocument();
  });
});
