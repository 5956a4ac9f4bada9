import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { StoredFile } from '@repo/contracts/files';
import { formatBytes } from '@/lib/format';
import { fileDownloadUrl } from '../api/download-url';
import { DELETE_LABEL, deleteLabel, DOWNLOAD_LABEL, downloadLabel } from '../lib/constants';

interface FileRowProps {
  file: StoredFile;
  onDelete: (file: StoredFile) => void;
}

/** One uploaded file: what it is, and ways to download or delete it. */
export function FileRow({ file, onDelete }: FileRowProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <Group gap="xs" c="dimmed">
            <Text span size="sm">
              {formatBytes(file.size)}
            </Text>
            <Text span size="sm" aria-hidden>
              ·
            </Text>
            <Text span size="sm">
              {file.mimeType}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            component="a"
            href={fileDownloadUrl(file.id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={downloadLabel(file.name)}
            variant="light"
            size="xs"
          >
            {DOWNLOAD_LABEL}
          </Button>
          <Button
            aria-label={deleteLabel(file.name)}
            onClick={() => onDelete(file)}
            color="red"
            variant="light"
            size="xs"
          >
            {DELETE_LABEL}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
