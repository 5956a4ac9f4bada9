// Parts of a page that are costly to render and need not be in its first paint (a chart's
// plot, a panel below the fold) each wait for a turn: one part a task, in the order asked.
// Rendered together, the Metrics page's charts and panels made single tasks of 150 ms and
// more, during which the page answered no input.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

let waiting: (() => void)[] = [];
let scheduled = false;

function grantNext() {
  const next = waiting.shift();
  next?.();
  if (waiting.length > 0) setTimeout(grantNext, 0);
  else scheduled = false;
}

/** Calls `start` in a task of its own, after those asked before; returns a way to withdraw. */
export function askForTurn(start: () => void): () => void {
  waiting.push(start);
  if (!scheduled) {
    scheduled = true;
    setTimeout(grantNext, 0);
  }
  return () => {
    waiting = waiting.filter((waiter) => waiter !== start);
  };
}

/**
 * False until this component's turn to render has come. Given `ready`, it asks for its turn
 * only once that settles: a part whose code is still loading would otherwise suspend in its
 * turn, and every such part would then render in the one task that follows the code's arrival.
 */
export function useRenderTurn(ready?: Promise<unknown>): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    // Rendered there and then: left to React's scheduler, turns granted a task apart would
    // still be rendered together.
    const start = () => flushSync(() => setTurn(true));
    if (!ready) return askForTurn(start);
    let withdraw: (() => void) | undefined;
    let unmounted = false;
    const ask = () => {
      if (!unmounted) withdraw = askForTurn(start);
    };
    ready.then(ask, ask);
    return () => {
      unmounted = true;
      withdraw?.();
    };
  }, [ready]);
  return turn;
}
