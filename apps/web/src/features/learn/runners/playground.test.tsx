import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { findEditor, replaceText, stubRangeRects } from './editor.test-utils';
import { Playground } from './playground';

const CODE = "console.log('hello');";

const KEY = 'learner-code:async-basics:intro:playground';
const RESET_NOTICE = 'Code reset: Ctrl+Z brings yours back';
const SAVED_NOTE = 'Your saved code is shown. Reset brings back the starter code.';

function renderPlayground(initialCode = CODE, storageKey?: string) {
  return renderRoute('/learn', [
    {
      path: '/learn',
      element: <Playground initialCode={initialCode} storageKey={storageKey} />,
    },
  ]);
}

function undo(content: HTMLElement) {
  fireEvent.keyDown(content, { key: 'z', code: 'KeyZ', ctrlKey: true });
}

describe('Playground', () => {
  let restoreRanges: () => void;
  beforeAll(() => {
    restoreRanges = stubRangeRects();
  });
  afterAll(() => restoreRanges());

  it('shows the code in a labelled editor, with Run Code, Reset and an empty Output', async () => {
    renderPlayground();

    const { view } = await findEditor('Code editor');
    expect(view.state.doc.toString()).toBe(CODE);
    expect(screen.getByRole('button', { name: 'Run Code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    const output = screen.getByRole('log', { name: 'Output' });
    expect(output).toHaveAttribute('aria-live', 'polite');
    expect(output).toHaveTextContent('Run the code to see its output here.');
  });

  it('restores the initial code when Reset is pressed', async () => {
    renderPlayground();
    const { view } = await findEditor('Code editor');
    act(() => replaceText(view, 'let changed = true;'));

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(view.state.doc.toString()).toBe(CODE);
  });

  it('resets with Ctrl+Backspace and Ctrl+Delete while the editor has focus', async () => {
    renderPlayground();
    const { content, view } = await findEditor('Code editor');

    act(() => replaceText(view, 'let changed = true;'));
    fireEvent.keyDown(content, { key: 'Backspace', code: 'Backspace', ctrlKey: true });
    expect(view.state.doc.toString()).toBe(CODE);

    act(() => replaceText(view, 'let changed = true;'));
    fireEvent.keyDown(content, { key: 'Delete', code: 'Delete', ctrlKey: true });
    expect(view.state.doc.toString()).toBe(CODE);
  });

  it("shows 'Running...' on a disabled button while a run is under way, until Reset cancels it", async () => {
    renderPlayground();
    await findEditor('Code editor');

    await userEvent.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Run Code' })).toBeEnabled();
    expect(screen.getByRole('log', { name: 'Output' })).toHaveTextContent(
      'Run the code to see its output here.',
    );
  });

  it('starts afresh with the new code when given another example', async () => {
    function NextExample() {
      const [code, setCode] = useState(CODE);
      return (
        <>
          <button onClick={() => setCode('console.log(2);')}>Next example</button>
          <Playground initialCode={code} />
        </>
      );
    }
    renderRoute('/learn', [{ path: '/learn', element: <NextExample /> }]);
    const first = await findEditor('Code editor');
    act(() => replaceText(first.view, 'let changed = true;'));

    await userEvent.click(screen.getByRole('button', { name: 'Next example' }));

    const { view } = await findEditor('Code editor');
    expect(view.state.doc.toString()).toBe('console.log(2);');
  });

  it('undoes a reset in one Ctrl+Z, even right after typing, with a notice saying so', async () => {
    renderPlayground();
    const { content, view } = await findEditor('Code editor');
    act(() => replaceText(view, 'let a'));
    act(() => replaceText(view, 'let a = 1;'));

    fireEvent.keyDown(content, { key: 'Backspace', code: 'Backspace', ctrlKey: true });
    expect(view.state.doc.toString()).toBe(CODE);
    expect(screen.getByRole('status')).toHaveTextContent(RESET_NOTICE);

    undo(content);
    expect(view.state.doc.toString()).toBe('let a = 1;');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('puts focus back in the editor after Reset, so Ctrl+Z undoes it at once', async () => {
    renderPlayground();
    const { content, view } = await findEditor('Code editor');
    act(() => replaceText(view, 'let mine = 1;'));

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(content).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(RESET_NOTICE);

    await userEvent.keyboard('{Control>}z{/Control}');
    expect(view.state.doc.toString()).toBe('let mine = 1;');
  });

  it('drops the reset notice when the code runs, and shows none when nothing was changed', async () => {
    renderPlayground();
    const { view } = await findEditor('Code editor');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => replaceText(view, 'let mine = 1;'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status')).toHaveTextContent(RESET_NOTICE);
    await userEvent.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps typed code under its key and shows it after a reload, with the way back', async () => {
    const { unmount } = renderPlayground(CODE, KEY);
    const first = await findEditor('Code editor');
    act(() => replaceText(first.view, 'let mine = 1;'));
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('{"code":"let mine = 1;"}'));
    unmount();

    renderPlayground(CODE, KEY);
    const { content, view } = await findEditor('Code editor');
    expect(view.state.doc.toString()).toBe('let mine = 1;');
    expect(screen.getByText(SAVED_NOTE)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(view.state.doc.toString()).toBe(CODE);
    expect(screen.queryByText(SAVED_NOTE)).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());

    undo(content);
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('{"code":"let mine = 1;"}'));
  });

  it('stores the last change when it goes within the delay, and never the starter code', async () => {
    const { unmount } = renderPlayground(CODE, KEY);
    const { view } = await findEditor('Code editor');
    act(() => replaceText(view, 'let quick = 1;'));
    unmount();
    expect(window.localStorage.getItem(KEY)).toBe('{"code":"let quick = 1;"}');

    renderPlayground(CODE, KEY);
    const again = await findEditor('Code editor');
    act(() => replaceText(again.view, CODE));
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());
  });

  it('ignores invalid stored code, and stores nothing without a key', async () => {
    window.localStorage.setItem(KEY, '{"code": 42}');
    const { unmount } = renderPlayground(CODE, KEY);
    const { view } = await findEditor('Code editor');
    expect(view.state.doc.toString()).toBe(CODE);
    expect(screen.queryByText(SAVED_NOTE)).not.toBeInTheDocument();
    unmount();
    window.localStorage.clear();

    renderPlayground();
    const unkeyed = await findEditor('Code editor');
    act(() => replaceText(unkeyed.view, 'let mine = 1;'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(window.localStorage.length).toBe(0);
  });
});
