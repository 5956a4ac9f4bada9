import { Button, Checkbox, Code, Stack, Text } from '@mantine/core';
import { maxDeliveries, type DeadLetter } from '@repo/contracts/lab-topology';
import { useState } from 'react';
import {
  deadLetteredAtText,
  deadLetterReasonText,
  FOLDED_BODY_LINES,
  selectDeadLetterLabel,
  SHOW_LESS_LABEL,
  SHOW_WHOLE_BODY_LABEL,
} from '../lib/map-constants';
import { prettyBody } from '../lib/map-text';

interface DeadLetterItemProps {
  letter: DeadLetter;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** One dead letter: a checkbox named by its id, when and why it got there, and its body. */
export function DeadLetterItem({ letter, selected, onSelectedChange }: DeadLetterItemProps) {
  const [unfolded, setUnfolded] = useState(false);
  const lines = prettyBody(letter.body).split('\n');
  const long = lines.length > FOLDED_BODY_LINES;
  const shown = long && !unfolded ? [...lines.slice(0, FOLDED_BODY_LINES), '…'] : lines;
  return (
    <Stack component="li" gap={4}>
      <Checkbox
        label={letter.id}
        aria-label={selectDeadLetterLabel(letter.id)}
        checked={selected}
        onChange={(event) => onSelectedChange(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed">
        {deadLetteredAtText(new Date(letter.deadLetteredAt).toLocaleString())}
      </Text>
      <Text size="sm">{deadLetterReasonText(letter.reason, maxDeliveries(letter.queue))}</Text>
      <Code block>{shown.join('\n')}</Code>
      {long ? (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-expanded={unfolded}
          onClick={() => setUnfolded(!unfolded)}
          w="fit-content"
        >
          {unfolded ? SHOW_LESS_LABEL : SHOW_WHOLE_BODY_LABEL}
        </Button>
      ) : null}
    </Stack>
  );
}
