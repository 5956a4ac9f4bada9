// A runnable code example: the code in an editor, 'Run Code' and 'Reset', and the program's
// output line by line as it arrives. The code runs in the sandbox, never on the page.
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { runCode, type RunOutcome } from '../sandbox/run-code';
import { CodeWithActions } from './code-with-actions';
import { OutputPanel } from './output-panel';
import { ShortcutHint } from './shortcut-hint';
import { useOutputLines } from './use-output-lines';
import { useSandboxRun } from './use-sandbox-run';
import {
  CODE_EDITOR_LABEL,
  RESET_LABEL,
  RUN_CODE_LABEL,
  RUNNING_LABEL,
  SHORTCUTS_HINT,
} from './runner-text';

const PLAYGROUND_LABELS = {
  editor: CODE_EDITOR_LABEL,
  run: RUN_CODE_LABEL,
  running: RUNNING_LABEL,
  reset: RESET_LABEL,
};

interface PlaygroundProps {
  initialCode: string;
  /** Where the learner's code is kept between visits (`learnerCodeKey`); without it, nowhere. */
  storageKey?: string | undefined;
}

export function Playground({ initialCode, storageKey }: PlaygroundProps) {
  // Another example in the same place (the next section) starts afresh, cancelling any run.
  return (
    <PlaygroundBody
      key={`${storageKey ?? ''}\n${initialCode}`}
      initialCode={initialCode}
      storageKey={storageKey}
    />
  );
}

function PlaygroundBody({ initialCode, storageKey }: PlaygroundProps) {
  const { lines, append, flush, clear } = useOutputLines();
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const { running, start, cancel } = useSandboxRun();

  function run(code: string) {
    void start(
      (signal) => {
        clear();
        setOutcome(null);
        return runCode(code, { signal, onLine: append });
      },
      (finished) => {
        flush();
        setOutcome(finished);
      },
    );
  }

  function reset() {
    cancel();
    clear();
    setOutcome(null);
  }

  return (
    <Stack gap="sm">
      <CodeWithActions
        initialCode={initialCode}
        storageKey={storageKey}
        running={running}
        onRun={run}
        onReset={reset}
        labels={PLAYGROUND_LABELS}
      >
        <ShortcutHint>{SHORTCUTS_HINT}</ShortcutHint>
      </CodeWithActions>
      <OutputPanel lines={lines} outcome={outcome} running={running} />
    </Stack>
  );
}
