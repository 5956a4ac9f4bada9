import { Group, Loader, Text } from '@mantine/core';

/** A small spinner and what is loading, announced as a status. */
export function LoadingNote({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
