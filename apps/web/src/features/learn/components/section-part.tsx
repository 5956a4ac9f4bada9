import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled part of a section (Try It Yourself, Quick Quiz, …), labelled by its heading. */
export function SectionPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" mt="lg">
      <Title order={3} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
