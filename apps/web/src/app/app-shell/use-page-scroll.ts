// Where a page opens, when its content arrives a moment after it. React Router's
// ScrollRestoration scrolls once, as the page first renders: a new page to its top (right), a
// link to a part of a page (`/services#fault-switches`) to that part only if it is already
// there, and Back to the old position only as far as the page is tall yet. So, for a few
// seconds after a navigation, until the learner scrolls, types or touches, this keeps
// - a part a link names at the top, below the header, while what is above it loads;
// - the learner's old position on Back and Forward, once the page is tall enough for it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router';

/** How long to wait for the part, or for the page to grow to the old position. */
export const FIND_PART_MS = 5_000;
/** How long to keep it in place once it is there, while what is above it loads. */
export const HOLD_PART_MS = 2_500;
/** A place this close to where it should be is left alone (no jitter from sub-pixel layout). */
const TOLERANCE_PX = 2;

const LEARNER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Each visited entry's last scroll position, by its location key, for Back and Forward. */
const positions = new Map<string, number>();

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

/**
 * Calls `place` every frame until it says it is in place for HOLD_PART_MS, or nothing is found
 * within FIND_PART_MS, or the learner moves. Returns the way to stop early.
 */
function holdInPlace(place: () => 'missing' | 'placed'): () => void {
  let frame = 0;
  let stopped = false;
  const started = performance.now();
  let placedAt: number | null = null;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const event of LEARNER_MOVES) window.removeEventListener(event, stop);
  };
  for (const event of LEARNER_MOVES) window.addEventListener(event, stop, { passive: true });
  const step = () => {
    if (stopped) return;
    const now = performance.now();
    if (place() === 'placed') {
      placedAt ??= now;
      if (now - placedAt > HOLD_PART_MS) return stop();
    } else if (now - started > FIND_PART_MS) {
      return stop();
    }
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return stop;
}

function placePart(hash: string) {
  const part = partOf(hash);
  if (!part) return 'missing';
  if (Math.abs(part.getBoundingClientRect().top - targetTop()) > TOLERANCE_PX) {
    part.scrollIntoView({ block: 'start' });
  }
  return 'placed';
}

function placeAt(top: number) {
  if (Math.abs(window.scrollY - top) > TOLERANCE_PX) window.scrollTo(0, top);
  // Placed once the page is tall enough to show it there.
  return Math.abs(window.scrollY - top) <= TOLERANCE_PX ? 'placed' : 'missing';
}

export function usePageScroll() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // The app's first page counts as a POP too, but an address with a part in it was opened on
  // purpose (a bookmark, a link from elsewhere).
  const firstKey = useRef(key);
  // While the next page loads the old one may already shrink (and the window with it): that is
  // not where the learner was.
  const navigating = useNavigation().state !== 'idle';

  // A layout effect: the old page's listener is gone before ScrollRestoration moves the window
  // for the new one, so that move is never written down as the old page's place.
  useLayoutEffect(() => {
    if (navigating) return undefined;
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, navigating]);

  useEffect(() => {
    const back = navigationType === 'POP' && key !== firstKey.current;
    const saved = positions.get(key);
    if (back) return saved === undefined ? undefined : holdInPlace(() => placeAt(saved));
    if (hash === '') return undefined;
    return holdInPlace(() => placePart(hash));
  }, [hash, key, navigationType]);
}
