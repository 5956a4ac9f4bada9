// A runnable code example: the code in an editor, 'Run Code' and 'Reset', and the program's
// output line by line as it arrives. The code runs in the sandbox, never on the page.
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { runCode, type RunOutcome } from '../sandbox/run-code';
import { prepareSandbox } from '../sandbox/sandbox-frame';
import { CodeWithActions } from './code-with-actions';
import { OutputPanel } from './output-panel';
import { useOutputLines } from './use-output-lines';
import {
  CODE_EDITOR_LABEL,
  RESET_LABEL,
  RUN_CODE_LABEL,
  RUNNING_LABEL,
  SHORTCUTS_HINT,
} from './runner-text';

const PLAYGROUND_LABELS = { run: RUN_CODE_LABEL, running: RUNNING_LABEL, reset: RESET_LABEL };

export function Playground({ initialCode }: { initialCode: string }) {
  // Another example in the same place (the next section) starts afresh, cancelling any run.
  return <PlaygroundBody key={initialCode} initialCode={initialCode} />;
}

function PlaygroundBody({ initialCode }: { initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const { lines, append, flush, clear } = useOutputLines();
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [running, setRunning] = useState(false);
  // The current run's controller: aborting it cancels the run (Reset, leaving the page).
  const runRef = useRef<AbortController | null>(null);

  useEffect(() => {
    // Warm the sandbox while the learner reads, so the first run starts at once.
    prepareSandbox();
    // Leaving the page cancels a run still going.
    return () => {
      runRef.current?.abort();
      runRef.current = null;
    };
  }, []);

  async function run() {
    if (runRef.current) return;
    const controller = new AbortController();
    runRef.current = controller;
    setRunning(true);
    clear();
    setOutcome(null);
    try {
      const finished = await runCode(code, { signal: controller.signal, onLine: append });
      if (runRef.current === controller) {
        flush();
        setOutcome(finished);
      }
    } catch (error) {
      // runCode rejects only when its run is cancelled, and then no one is waiting for it.
      if (!controller.signal.aborted) throw error;
    } finally {
      if (runRef.current === controller) {
        runRef.current = null;
        setRunning(false);
      }
    }
  }

  function reset() {
    runRef.current?.abort();
    runRef.current = null;
    setRunning(false);
    setCode(initialCode);
    clear();
    setOutcome(null);
  }

  return (
    <Stack gap="sm">
      <CodeWithActions
        code={code}
        onChange={setCode}
        editorLabel={CODE_EDITOR_LABEL}
        running={running}
        onRun={() => void run()}
        onReset={reset}
        labels={PLAYGROUND_LABELS}
      >
        <Text size="xs" c="dimmed">
          {SHORTCUTS_HINT}
        </Text>
      </CodeWithActions>
      <OutputPanel lines={lines} outcome={outcome} running={running} />
    </Stack>
  );
}
