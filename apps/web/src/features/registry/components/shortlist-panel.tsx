import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { ScrollTable } from '@/components/ui/scroll-table';
import { downloadCsv } from '@/lib/csv';
import { useShortlist } from '../hooks/use-shortlist';
import {
  ACTIONS_COLUMN,
  CLEAR_LABEL,
  csvFileName,
  EMPTY_SHORTLIST_TEXT,
  EXPORT_CSV_LABEL,
  FIELD_LABELS,
  NAME_COLUMN,
  REMOVE_LABEL,
  removeLabel,
  SHORTLIST_HEADING,
  SHORTLIST_TABLE_LABEL,
} from '../lib/constants';
import { StatusBadge } from './status-badge';

const TABLE_MIN_WIDTH = 560;

/**
 * The 'Shortlist' section (docs/product.md#screens, #states): saved entities, removable,
 * exportable, clearable.
 */
export function ShortlistPanel() {
  const headingId = useId();
  const { items, remove, clear } = useShortlist();
  const empty = items.length === 0;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {SHORTLIST_HEADING}
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={empty}
            onClick={() => downloadCsv(csvFileName('shortlist'), items)}
          >
            {EXPORT_CSV_LABEL}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={empty}
            onClick={clear}
          >
            {CLEAR_LABEL}
          </Button>
        </Group>
      </Group>

      {empty ? (
        <Text c="dimmed">{EMPTY_SHORTLIST_TEXT}</Text>
      ) : (
        <ScrollTable
          minWidth={TABLE_MIN_WIDTH}
          label={SHORTLIST_TABLE_LABEL}
          columns={[
            FIELD_LABELS.nzbn,
            NAME_COLUMN,
            FIELD_LABELS.entityType,
            FIELD_LABELS.status,
            { label: <VisuallyHidden>{ACTIONS_COLUMN}</VisuallyHidden> },
          ]}
        >
          {items.map((item) => (
            <Table.Tr key={item.nzbn}>
              <Table.Td ff="monospace">{item.nzbn}</Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.entityType}</Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={removeLabel(item.name)}
                  onClick={() => remove(item.nzbn)}
                >
                  {REMOVE_LABEL}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Stack>
  );
}
