import { useCallback, useEffect, useRef } from 'react';

/** One pending timeout at a time, cleared on unmount so no state is set after the page left. */
export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const schedule = useCallback(
    (run: () => void, ms: number) => {
      cancel();
      timer.current = setTimeout(run, ms);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { schedule, cancel };
}
