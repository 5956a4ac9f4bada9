import { Group, Paper, Stack, Text, Title, type PaperProps } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';

interface PageSectionProps extends PaperProps {
  /** The section's id, for links that land on it (config/routes.ts PAGE_PARTS). */
  id?: string;
  title: string;
  /** Beside the title, at the other end of its row: a legend, a link. */
  aside?: ReactNode;
  /** The dimmed sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement> | undefined;
}

/** A bordered part of a page named by its h2, with a line saying what it is for. */
export function PageSection({ title, aside, intro, children, ...paper }: PageSectionProps) {
  const headingId = useId();
  const heading = (
    <Title order={2} size="h4" id={headingId}>
      {title}
    </Title>
  );
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      miw={0}
      {...paper}
    >
      <Stack gap="sm">
        {aside === undefined ? (
          heading
        ) : (
          <Group justify="space-between" gap="sm">
            {heading}
            {aside}
          </Group>
        )}
        {intro === undefined ? null : (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
