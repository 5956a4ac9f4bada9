// A challenge's hints, revealed one at a time ('Show hint 1 of 3', then 2 of 3, ...), so a learner
// takes only as much help as they need; once all are shown, 'Hide hints' starts over.
import { Button, List } from '@mantine/core';
import { Markdown } from '../markdown/markdown';
import { HIDE_HINTS, HINTS_LABEL, showHintLabel } from './runner-text';
import type { HintSteps } from './use-hint-steps';

export function HintsButton({ steps }: { steps: HintSteps }) {
  if (steps.total === 0) return null;
  const allShown = steps.shown >= steps.total;
  return (
    <Button
      variant="subtle"
      // 'Hide hints' collapses the list it controls; the next hint's button only adds to it.
      aria-expanded={allShown ? true : undefined}
      aria-controls={steps.shown > 0 ? steps.listId : undefined}
      onClick={steps.next}
    >
      {allShown ? HIDE_HINTS : showHintLabel(steps.shown + 1, steps.total)}
    </Button>
  );
}

export function HintList({ hints, steps }: { hints: readonly string[]; steps: HintSteps }) {
  if (steps.shown === 0) return null;
  return (
    <List id={steps.listId} type="ordered" size="sm" spacing={4} aria-label={HINTS_LABEL}>
      {hints.slice(0, steps.shown).map((hint) => (
        <List.Item key={hint}>
          <Markdown>{hint}</Markdown>
        </List.Item>
      ))}
    </List>
  );
}
