import type { RegistryEntity } from '@repo/contracts/registry';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  COPIED_FEEDBACK_MS,
  COPIED_LABEL,
  COPY_LABEL,
  copyNzbnLabel,
  SAVE_LABEL,
  SAVED_LABEL,
  saveLabel,
  VIEW_LABEL,
  viewLabel,
} from '../lib/constants';
import { StatusBadge } from './status-badge';

interface SearchResultRowProps {
  entity: RegistryEntity;
  saved: boolean;
  onView: (nzbn: string) => void;
  onSave: (entity: RegistryEntity) => void;
}

export function SearchResultRow({ entity, saved, onView, onSave }: SearchResultRowProps) {
  const clipboard = useClipboard({ timeout: COPIED_FEEDBACK_MS });
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entity.name}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {entity.entityType}
            </Text>
            <StatusBadge status={entity.status} />
          </Group>
          <Text size="sm" ff="monospace">
            {entity.nzbn}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            aria-label={viewLabel(entity.name)}
            onClick={() => onView(entity.nzbn)}
          >
            {VIEW_LABEL}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={copyNzbnLabel(entity.nzbn)}
            onClick={() => clipboard.copy(entity.nzbn)}
          >
            {clipboard.copied ? COPIED_LABEL : COPY_LABEL}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={saveLabel(entity.name)}
            disabled={saved}
            onClick={() => onSave(entity)}
          >
            {saved ? SAVED_LABEL : SAVE_LABEL}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
