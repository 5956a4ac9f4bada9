import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { findEditor, replaceText, stubRangeRects } from './editor.test-utils';
import { Playground } from './playground';

const CODE = "console.log('hello');";

function renderPlayground(initialCode = CODE) {
  return renderRoute('/learn', [
    { path: '/learn', element: <Playground initialCode={initialCode} /> },
  ]);
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
});
