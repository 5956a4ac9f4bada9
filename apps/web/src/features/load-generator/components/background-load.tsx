import { Group, Loader, Text } from '@mantine/core';
import { useBackgroundLoad } from '../hooks/use-background-load';
import { BACKGROUND_LOAD_LABEL, backgroundLoadText } from '../lib/constants';

/** Uploads in the background while `active`, and a line saying so; nothing otherwise. */
export function BackgroundLoad({ active }: { active: boolean }) {
  const last = useBackgroundLoad(active);
  if (!active) return null;
  return (
    <Group gap="xs" mb="md" wrap="nowrap" role="status" aria-label={BACKGROUND_LOAD_LABEL}>
      <Loader size="xs" type="dots" aria-hidden flex="none" />
      <Text size="sm" flex="1">
        <Text span fw={600}>
          {BACKGROUND_LOAD_LABEL}:
        </Text>{' '}
        {backgroundLoadText(last?.succeeded ?? null, last?.failed ?? null)}
      </Text>
    </Group>
  );
}
