import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { labsDoneText, percentCompleteText, sectionsDoneText } from '../lib/learn-text';
import { progressBadgeColor, type ModuleTally } from '../lib/progress';

const TALLY_ICON_SIZE = 14;

/** A module's progress in percent, grey, blue or green (docs/product.md#module-progress). */
export function ProgressBadge({ percent }: { percent: number }) {
  return (
    <Badge
      color={progressBadgeColor(percent)}
      variant="light"
      aria-label={percentCompleteText(percent)}
    >
      {percent}%
    </Badge>
  );
}

/** What a module's percentage counts: 'Sections 2 of 4' and, with lab exercises, 'Labs 1 of 5'. */
export function ProgressTally({ tally }: { tally: ModuleTally }) {
  return (
    <Group gap="md" wrap="wrap" data-testid="progress-tally">
      <TallyPart
        text={sectionsDoneText(tally.sectionsDone, tally.sectionCount)}
        done={tally.sectionsDone >= tally.sectionCount}
      />
      {tally.labCount > 0 ? (
        <TallyPart
          text={labsDoneText(tally.labsDone, tally.labCount)}
          done={tally.labsDone >= tally.labCount}
        />
      ) : null}
    </Group>
  );
}

function TallyPart({ text, done }: { text: string; done: boolean }) {
  const Icon = done ? IconCircleCheckFilled : IconCircleDashed;
  return (
    <Group gap={4} wrap="nowrap">
      <Icon
        size={TALLY_ICON_SIZE}
        color={done ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-dimmed)'}
        aria-hidden
      />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
