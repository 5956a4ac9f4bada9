// An editor with its run and reset buttons, shared by the Playground and the Challenge: the
// keyboard shortcuts and the buttons always do the same two things, and Reset brings back the
// code the editor started with, undoably, saying how to undo it.
import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import type { CodeEditorHandle } from './code-editor';
import { LazyCodeEditor } from './lazy-code-editor';
import { ICON_SIZE, resetNotice, savedCodeNote } from './runner-text';
import { useLearnerCode } from './use-learner-code';

interface CodeWithActionsProps {
  initialCode: string;
  /** Where the learner's code is kept between visits; without it nothing is stored. */
  storageKey?: string | undefined;
  running: boolean;
  /** Runs the code as it is in the editor. */
  onRun: (code: string) => void;
  /** Called after the editor is back to the initial code: cancel, clear the output. */
  onReset: () => void;
  labels: { editor: string; run: string; running: string; reset: string };
  /** More controls after Run and Reset (hint toggles, a shortcut hint). */
  children?: ReactNode;
}

/** Undo is Cmd+Z on Apple keyboards (CodeMirror's Mod), Ctrl+Z elsewhere. */
function onApplePlatform(): boolean {
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform);
}

export function CodeWithActions(props: CodeWithActionsProps) {
  const { initialCode, storageKey, running, onRun, onReset, labels, children } = props;
  const learnerCode = useLearnerCode(initialCode, storageKey);
  const editor = useRef<CodeEditorHandle>(null);
  const run = () => {
    learnerCode.dismissResetNotice();
    onRun(learnerCode.code);
  };
  const reset = () => {
    learnerCode.reset();
    onReset();
  };
  const resetFromButton = () => {
    reset();
    // Back in the editor, so Ctrl/Cmd+Z can undo the reset straight away.
    editor.current?.focus();
  };
  return (
    <>
      <LazyCodeEditor
        value={learnerCode.code}
        onChange={learnerCode.change}
        ariaLabel={labels.editor}
        onRun={run}
        onReset={reset}
        handleRef={editor}
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
          onClick={resetFromButton}
          leftSection={<IconRefresh size={ICON_SIZE} aria-hidden />}
        >
          {labels.reset}
        </Button>
        {children}
      </Group>
      {learnerCode.resetNoticeShown && (
        <Text role="status" size="sm" fw={600}>
          {resetNotice(onApplePlatform())}
        </Text>
      )}
      {learnerCode.showsSaved && (
        <Text size="xs" c="dimmed">
          {savedCodeNote(labels.reset)}
        </Text>
      )}
    </>
  );
}
