import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { difficultyLabel } from '../lib/modules';
import type { ModuleSummary } from '../lib/module-summary';

/** The module's title, description, progress bar, length and level. */
export function ModuleHeader({
  learningModule,
  percent,
}: {
  learningModule: ModuleSummary;
  percent: number;
}) {
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
          {percent}% complete
        </Text>
      </Group>
      <Progress value={percent} aria-label="Module progress" size="sm" />
    </Stack>
  );
}
