// Work that need not be in a page's first paint (code below the fold, the charts' drawing
// code) can wait until the browser has painted: asked for sooner, its requests and parsing
// delay that paint.
import { startTransition, useEffect, useState } from 'react';

/** Calls `then` once the browser has painted the current frame; returns a way to cancel. */
export function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs just after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the browser has painted this component's first render. What it then shows is
 * rendered as a transition, in slices that leave the page free to answer.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
