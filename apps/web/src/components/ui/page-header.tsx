import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
}

/** The one h1 of a page and the sentence under it. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
