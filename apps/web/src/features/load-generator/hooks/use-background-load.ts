// Background traffic while a drill runs (docs/lab.md#drills): a burst of uploads at once, then
// one every interval, each through the same run as 'Generate load', until it is no longer wanted.
import { useEffect, useState } from 'react';
import { createUploadSender } from '../api/send-load-upload';
import { BACKGROUND_BURST, BACKGROUND_EVERY_MS } from '../lib/constants';
import { runLoad, type LoadSummary } from '../lib/run-load';

/** The last burst's summary while `active`; bursts stop (and one under way is aborted) when it is not. */
export function useBackgroundLoad(active: boolean): LoadSummary | null {
  const [last, setLast] = useState<LoadSummary | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const burst = () => {
      const send = createUploadSender(Date.now());
      void runLoad(
        { kind: 'uploads', count: BACKGROUND_BURST },
        { send, signal: controller.signal },
      ).then((summary) => {
        if (!controller.signal.aborted) setLast(summary);
      });
    };
    burst();
    const timer = setInterval(burst, BACKGROUND_EVERY_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [active]);
  return active ? last : null;
}
