import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import {
  LAB_EXERCISE_DONE,
  LAB_EXERCISE_NOT_DONE,
  percentCompleteText,
  sectionsDoneText,
} from '../lib/learn-text';
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

/** What a module's percentage counts: 'Sections 2 of 4' and whether its lab exercise is done. */
export function ProgressTally({ tally }: { tally: ModuleTally }) {
  const labDone = tally.labsDone >= tally.labCount;
  const LabIcon = labDone ? IconCircleCheckFilled : IconCircleDashed;
  return (
    <Group gap="md" wrap="wrap" data-testid="progress-tally">
      <Text size="sm" c="dimmed">
        {sectionsDoneText(tally.sectionsDone, tally.sectionCount)}
      </Text>
      {tally.labCount > 0 ? (
        <Group gap={4} wrap="nowrap">
          <LabIcon
            size={TALLY_ICON_SIZE}
            color={labDone ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-dimmed)'}
            aria-hidden
          />
          <Text size="sm" c="dimmed">
            {labDone ? LAB_EXERCISE_DONE : LAB_EXERCISE_NOT_DONE}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
