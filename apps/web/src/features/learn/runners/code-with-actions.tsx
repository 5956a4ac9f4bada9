// An editor with its run and reset buttons, shared by the Playground and the Challenge: the
// keyboard shortcuts and the buttons always do the same two things, and Reset brings back the
// code the editor started with.
import { Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LazyCodeEditor } from './lazy-code-editor';
import { ICON_SIZE } from './runner-text';

interface CodeWithActionsProps {
  initialCode: string;
  running: boolean;
  /** Runs the code as it is in the editor. */
  onRun: (code: string) => void;
  /** Called after the editor is back to the initial code: cancel, clear the output. */
  onReset: () => void;
  labels: { editor: string; run: string; running: string; reset: string };
  /** More controls after Run and Reset (hint toggles, a shortcut hint). */
  children?: ReactNode;
}

export function CodeWithActions(props: CodeWithActionsProps) {
  const { initialCode, running, onRun, onReset, labels, children } = props;
  const [code, setCode] = useState(initialCode);
  const run = () => onRun(code);
  const reset = () => {
    setCode(initialCode);
    onReset();
  };
  return (
    <>
      <LazyCodeEditor
        value={code}
        onChange={setCode}
        ariaLabel={labels.editor}
        onRun={run}
        onReset={reset}
      />
      <Group gap="sm">
        <Button
          onClick={run}
          disabled={running}
          leftSection={<IconPlayerPlay size={ICON_SIZE} aria-hidden />}
        >
          {running ? labels.running : labels.run}
        </Button>
        <Button
          variant="default"
          onClick={reset}
          leftSection={<IconRefresh size={ICON_SIZE} aria-hidden />}
        >
          {labels.reset}
        </Button>
        {children}
      </Group>
    </>
  );
}
