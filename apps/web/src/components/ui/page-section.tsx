import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface PageSectionProps {
  /** The section's id, for links that land on it (config/routes.ts PAGE_PARTS). */
  id?: string;
  title: string;
  /** The dimmed sentence under the title. */
  intro: ReactNode;
  children: ReactNode;
}

/** A bordered part of a page named by its h2, with a line saying what it is for. */
export function PageSection({ id, title, intro, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      mb="md"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
