import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askForTurn } from './use-render-turn';

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
