import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askForTurn, useRenderTurn } from './use-render-turn';

describe('askForTurn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts one waiter a task, in the order they asked', () => {
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) askForTurn(() => started.push(name));

    expect(started).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('skips a waiter that withdrew, and starts again for one that asks later', () => {
    const started: string[] = [];
    askForTurn(() => started.push('a'));
    const withdraw = askForTurn(() => started.push('gone'));
    withdraw();
    vi.runAllTimers();
    expect(started).toEqual(['a']);

    askForTurn(() => started.push('later'));
    vi.runAllTimers();
    expect(started).toEqual(['a', 'later']);
  });
});

describe('useRenderTurn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function deferred() {
    let settle = { resolve: () => {}, reject: () => {} };
    const promise = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject: () => reject(new Error('The chunk failed to load')) };
    });
    return { promise, ...settle };
  }

  it('asks for its turn only once the code it needs has loaded', async () => {
    const code = deferred();
    const { result } = renderHook(() => useRenderTurn(code.promise));
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(false);

    code.resolve();
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(true);
  });

  it('takes its turn even when that code failed to load, so the failure can show', async () => {
    const code = deferred();
    const { result } = renderHook(() => useRenderTurn(code.promise));
    code.reject();
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(true);
  });

  it('renders a part in the task that grants its turn, not in a later one', () => {
    const Part = ({ name }: { name: string }) => (useRenderTurn() ? name : null);
    render(
      <div>
        <Part name="a" />
        <Part name="b" />
      </div>,
    );
    // Outside act, as in the browser: only what renders within the task is in the page.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      vi.advanceTimersToNextTimer();
      expect(screen.getByText('a')).toBeInTheDocument();
      expect(screen.queryByText('b')).not.toBeInTheDocument();
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
