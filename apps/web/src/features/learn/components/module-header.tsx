import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { MODULE_PROGRESS_LABEL, percentCompleteText } from '../lib/learn-text';
import { difficultyLabel } from '../lib/modules';
import type { ModuleSummary } from '../lib/module-summary';
import { tallyPercent, type ModuleTally } from '../lib/progress';
import { ProgressTally } from './progress-badge';

/** The module's title, description, progress bar with what it counts, length and level. */
export function ModuleHeader({
  learningModule,
  tally,
}: {
  learningModule: ModuleSummary;
  tally: ModuleTally;
}) {
  const percent = tallyPercent(tally);
  return (
    <Stack gap="xs" mb="md">
      <Title order={1}>{learningModule.title}</Title>
      <Text c="dimmed">{learningModule.description}</Text>
      <Group gap="md" wrap="wrap">
        <Badge>{difficultyLabel(learningModule.difficulty)}</Badge>
        <Text size="sm" c="dimmed">
          {learningModule.duration} min
        </Text>
        <Text size="sm" fw={600} data-testid="module-progress">
          {percentCompleteText(percent)}
        </Text>
        <ProgressTally tally={tally} />
      </Group>
      <Progress value={percent} aria-label={MODULE_PROGRESS_LABEL} size="sm" />
    </Stack>
  );
}
