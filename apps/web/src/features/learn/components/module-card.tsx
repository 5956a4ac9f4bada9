import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { learnModulePath } from '@/config/routes';
import { useModuleTally } from '../hooks/use-module-progress';
import { CARD_LIST_CAP, NO_PREREQUISITES } from '../lib/learn-text';
import type { ModuleSummary } from '../lib/module-summary';
import { difficultyLabel, findModule } from '../lib/modules';
import { tallyPercent } from '../lib/progress';
import { ProgressBadge, ProgressTally } from './progress-badge';

const DIFFICULTY_COLORS = { beginner: 'teal', intermediate: 'orange', advanced: 'grape' } as const;

/**
 * A module on the hub: a link to it with its level, length, what it covers, and its progress with
 * what that counts (sections done of all, the lab exercise).
 */
export function ModuleCard({ learningModule }: { learningModule: ModuleSummary }) {
  const { tally } = useModuleTally(learningModule);
  const percent = tallyPercent(tally);
  const objectives = learningModule.sections[0]?.learningObjectives.slice(0, CARD_LIST_CAP) ?? [];
  const prerequisites = learningModule.prerequisites
    .slice(0, CARD_LIST_CAP)
    .map((id) => findModule(id)?.title ?? id);

  return (
    <Card
      component={Link}
      to={learnModulePath(learningModule.id)}
      withBorder
      padding="lg"
      radius="md"
      data-testid="module-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge color={DIFFICULTY_COLORS[learningModule.difficulty]}>
              {difficultyLabel(learningModule.difficulty)}
            </Badge>
            <Text size="sm" c="dimmed">
              {learningModule.duration} min
            </Text>
          </Group>
          <ProgressBadge percent={percent} />
        </Group>
        <Title order={2} size="h3">
          {learningModule.title}
        </Title>
        <Text size="sm" c="dimmed">
          {learningModule.description}
        </Text>
        <CardList title="What you will learn" items={objectives} />
        <CardList
          title="Prerequisites"
          items={prerequisites.length > 0 ? prerequisites : [NO_PREREQUISITES]}
        />
        <ProgressTally tally={tally} />
      </Stack>
    </Card>
  );
}

function CardList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}
