// A wide block (a table, mostly) that scrolls sideways inside its own box instead of making the
// page wider, with a hint under it while there is more to see than fits.
import { Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SCROLL_HINT } from './horizontal-scroll-text';

interface HorizontalScrollProps {
  children: ReactNode;
  /** The content never gets narrower than this; below it the box scrolls. */
  minWidth?: number;
  /** The scrolling region's accessible name (it is focusable, so keyboards can scroll it). */
  label?: string;
  className?: string;
}

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

export function HorizontalScroll({ children, minWidth, label, className }: HorizontalScrollProps) {
  const [ref, overflows] = useOverflowsX<HTMLDivElement>();
  return (
    <div data-horizontal-scroll="" className={className} style={{ maxWidth: '100%', minWidth: 0 }}>
      <div
        ref={ref}
        data-overflows={overflows || undefined}
        // Only a box that actually scrolls needs to be reachable by keyboard.
        tabIndex={overflows ? 0 : undefined}
        role={overflows && label ? 'region' : undefined}
        aria-label={overflows ? label : undefined}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      >
        {minWidth === undefined ? children : <div style={{ minWidth }}>{children}</div>}
      </div>
      {overflows && (
        <Text size="xs" c="dimmed" mt={4}>
          {SCROLL_HINT}
        </Text>
      )}
    </div>
  );
}
