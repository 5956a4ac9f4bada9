import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { AfterPaint } from '@/components/ui/after-paint';
import type { Section } from '../lib/module-schema';
import { SectionDetails } from './lazy-section-details';
import { SectionTextPlaceholder } from './section-loading';

/**
 * A section: its title, objectives and introduction at once, then its text and parts (see
 * section-details.tsx), asked for once those have painted, in a placeholder that holds their
 * place until their chunk has loaded.
 */
export function SectionView({ section }: { section: Section }) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2}>{section.title}</Title>
        <Badge variant="outline">{section.type === 'theory' ? 'Theory' : 'Interactive'}</Badge>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Learning objectives">
        <Text fw={600} mb={4}>
          Learning objectives
        </Text>
        <List size="sm" spacing={4}>
          {section.learningObjectives.map((objective) => (
            <List.Item key={objective}>{objective}</List.Item>
          ))}
        </List>
      </Paper>
      <Text size="lg">{section.introduction}</Text>
      <AfterPaint fallback={<SectionTextPlaceholder />}>
        <SectionDetails section={section} />
      </AfterPaint>
    </Stack>
  );
}
