// A link to a part of a page (`/services#fault-switches`) lands on that part even when the part,
// or what is above it, arrives a moment after the page: React Router's ScrollRestoration scrolls
// to the part only if it is already there, and only once. This waits for the part and keeps it
// at the top while the page settles, until the learner scrolls, types or touches.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long to wait for the part to appear. */
export const FIND_PART_MS = 5_000;
/** How long to keep it in place while what is above it loads. */
export const HOLD_PART_MS = 2_500;
/** A part this close to where it should be is left alone (no jitter from sub-pixel layout). */
const TOLERANCE_PX = 2;

const LEARNER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function partOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Where the part's top should be: below the fixed header (the root's `scroll-padding-top`). */
function targetTop(): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : 0;
}

export function useScrollToHash() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // The app's first page counts as a POP too, but an address with a part in it was opened on
  // purpose (a bookmark, a link from elsewhere).
  const firstKey = useRef(key);

  useEffect(() => {
    const opened = key === firstKey.current;
    // Back and Forward restore the learner's own position instead.
    if (hash === '' || (navigationType === 'POP' && !opened)) return;
    let frame = 0;
    let stopped = false;
    const started = performance.now();
    let foundAt: number | null = null;

    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const event of LEARNER_MOVES) window.removeEventListener(event, stop);
    };
    for (const event of LEARNER_MOVES) window.addEventListener(event, stop, { passive: true });

    const step = () => {
      if (stopped) return;
      const now = performance.now();
      const part = partOf(hash);
      if (part) {
        foundAt ??= now;
        if (Math.abs(part.getBoundingClientRect().top - targetTop()) > TOLERANCE_PX) {
          part.scrollIntoView({ block: 'start' });
        }
        if (now - foundAt > HOLD_PART_MS) return stop();
      } else if (now - started > FIND_PART_MS) {
        return stop();
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return stop;
  }, [hash, key, navigationType]);
}
