// The code in a runner's editor: the learner's stored copy when there is one, kept in storage a
// moment after each change, and what the runner says about it (a reset just happened; the code
// shown is the saved copy).
import { useEffect, useRef, useState } from 'react';
import { learnerCodeStore, storeLearnerCode } from './learner-code-store';
import { SAVE_DELAY_MS } from './runner-text';

/** Stores the latest code SAVE_DELAY_MS after the last change, and at once when the page goes. */
function useDebouncedStore(storageKey: string | undefined, starter: string) {
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const flush = useRef(() => {});

  useEffect(() => {
    if (storageKey === undefined) return;
    const write = () => {
      window.clearTimeout(timer.current);
      const code = pending.current;
      pending.current = null;
      if (code !== null) storeLearnerCode(storageKey, code, starter);
    };
    flush.current = write;
    // A reload or another section within the delay must not lose the last keystrokes.
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      write();
    };
  }, [storageKey, starter]);

  return (code: string) => {
    if (storageKey === undefined) return;
    pending.current = code;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => flush.current(), SAVE_DELAY_MS);
  };
}

export function useLearnerCode(starter: string, storageKey: string | undefined) {
  const [saved] = useState(() =>
    storageKey === undefined ? null : learnerCodeStore(storageKey).get(),
  );
  const [code, setCode] = useState(saved?.code ?? starter);
  // The editor reports every change, its own echo of a reset too; this tells them apart at once.
  const codeRef = useRef(code);
  const [showsSaved, setShowsSaved] = useState(saved !== null && saved.code !== starter);
  const [resetNoticeShown, setResetNoticeShown] = useState(false);
  const store = useDebouncedStore(storageKey, starter);

  function change(next: string) {
    if (next === codeRef.current) return;
    codeRef.current = next;
    setCode(next);
    setResetNoticeShown(false);
    store(next);
  }

  function reset() {
    // Resetting the starter code loses nothing, so there is nothing to bring back.
    setResetNoticeShown(codeRef.current !== starter);
    setShowsSaved(false);
    codeRef.current = starter;
    setCode(starter);
    store(starter);
  }

  return {
    code,
    change,
    reset,
    showsSaved,
    resetNoticeShown,
    dismissResetNotice: () => setResetNoticeShown(false),
  };
}
