// An editor with its run and reset buttons, shared by the Playground and the Challenge: the
// keyboard shortcuts and the buttons always do the same two things.
import { Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LazyCodeEditor } from './lazy-code-editor';
import { ICON_SIZE } from './runner-text';

interface CodeWithActionsProps {
  code: string;
  onChange: (code: string) => void;
  editorLabel: string;
  running: boolean;
  onRun: () => void;
  onReset: () => void;
  labels: { run: string; running: string; reset: string };
  /** More controls after Run and Reset (hint toggles, a shortcut hint). */
  children?: ReactNode;
}

export function CodeWithActions({
  code,
  onChange,
  editorLabel,
  running,
  onRun,
  onReset,
  labels,
  children,
}: CodeWithActionsProps) {
  return (
    <>
      <LazyCodeEditor
        value={code}
        onChange={onChange}
        ariaLabel={editorLabel}
        onRun={onRun}
        onReset={onReset}
      />
      <Group gap="sm">
        <Button
          onClick={onRun}
          disabled={running}
          leftSection={<IconPlayerPlay size={ICON_SIZE} aria-hidden />}
        >
          {running ? labels.running : labels.run}
        </Button>
        <Button
          variant="default"
          onClick={onReset}
          leftSection={<IconRefresh size={ICON_SIZE} aria-hidden />}
        >
          {labels.reset}
        </Button>
        {children}
      </Group>
    </>
  );
}
