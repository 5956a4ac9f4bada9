import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { AfterPaint } from '@/components/ui/after-paint';
import { SECTION_DONE_TEXT, SECTION_RULE_TEXT } from '../lib/learn-text';
import type { Section } from '../lib/module-schema';
import { sectionRule } from '../lib/section-rule';
import { InlineCodeText } from './inline-code-text';
import { SectionDetails } from './lazy-section-details';
import { SectionTextPlaceholder } from './section-loading';

/**
 * A section: its title, what completes it (or that it is done), objectives and introduction at
 * once, then its text and parts (see section-details.tsx), asked for once those have painted, in
 * a placeholder that holds their place until their chunk has loaded.
 */
export function SectionView({ section, done }: { section: Section; done: boolean }) {
  const DoneIcon = done ? IconCircleCheckFilled : IconCircleDashed;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2}>{section.title}</Title>
        <Badge variant="outline">{section.type === 'theory' ? 'Theory' : 'Interactive'}</Badge>
      </Group>
      <Group gap={6} wrap="nowrap" data-testid="section-rule">
        <DoneIcon
          size={16}
          color={done ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-dimmed)'}
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Text size="sm" c="dimmed">
          {done ? SECTION_DONE_TEXT : SECTION_RULE_TEXT[sectionRule(section)]}
        </Text>
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
      <Text size="lg">
        <InlineCodeText text={section.introduction} />
      </Text>
      <AfterPaint fallback={<SectionTextPlaceholder />}>
        <SectionDetails section={section} />
      </AfterPaint>
    </Stack>
  );
}
