// The Playground's output lines. Lines arrive in bursts (up to 100 per message, several
// messages a frame), so they are gathered and shown at most once per animation frame: one
// render per frame keeps the page responsive while a program floods its output.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutputLine } from '../sandbox/frame-messages';

export function useOutputLines() {
  const [lines, setLines] = useState<readonly OutputLine[]>([]);
  const pending = useRef<OutputLine[]>([]);
  const frame = useRef<number | null>(null);

  const cancelFrame = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  /** Shows every gathered line now (before the run's outcome, so nothing shows after it). */
  const flush = useCallback(() => {
    cancelFrame();
    const batch = pending.current;
    pending.current = [];
    if (batch.length > 0) setLines((current) => [...current, ...batch]);
  }, [cancelFrame]);

  const append = useCallback(
    (line: OutputLine) => {
      pending.current.push(line);
      frame.current ??= requestAnimationFrame(flush);
    },
    [flush],
  );

  const clear = useCallback(() => {
    cancelFrame();
    pending.current = [];
    setLines([]);
  }, [cancelFrame]);

  useEffect(() => cancelFrame, [cancelFrame]);

  return { lines, append, flush, clear };
}
