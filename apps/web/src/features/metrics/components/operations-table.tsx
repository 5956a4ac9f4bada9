import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import type { OperationMetrics } from '@repo/contracts/metrics';
import { useId } from 'react';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { SectionTitle } from '@/components/ui/section-title';
import { useMetricsRange } from '@/hooks/use-metrics-range';
import { useOperations } from '../api/get-operations';
import {
  OPERATIONS_COLUMNS,
  OPERATIONS_EMPTY_TEXT,
  OPERATIONS_EMPTY_TITLE,
  OPERATIONS_LOADING_TEXT,
  OPERATIONS_SCROLL_LABEL,
  OPERATIONS_TABLE_MIN_WIDTH,
  OPERATIONS_TITLE,
} from '../lib/constants';
import {
  formatCount,
  formatDuration,
  formatPercent,
  rangeWindowText,
  successRateColor,
} from '../lib/format';
import { WindowNote } from './section-loading';

function OperationRows({ items }: { items: OperationMetrics[] }) {
  return (
    // A phone is narrower than the four columns: the table scrolls inside its card, with a hint,
    // rather than squeezing Success Rate out of sight.
    <HorizontalScroll minWidth={OPERATIONS_TABLE_MIN_WIDTH} label={OPERATIONS_SCROLL_LABEL}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{OPERATIONS_COLUMNS.operation}</Table.Th>
            <Table.Th ta="right">{OPERATIONS_COLUMNS.count}</Table.Th>
            <Table.Th ta="right">{OPERATIONS_COLUMNS.averageDuration}</Table.Th>
            <Table.Th ta="right">{OPERATIONS_COLUMNS.successRate}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.operationType}>
              <Table.Td ff="monospace">{item.operationType}</Table.Td>
              <Table.Td ta="right">{formatCount(item.count)}</Table.Td>
              <Table.Td ta="right">{formatDuration(item.averageDuration)}</Table.Td>
              <Table.Td ta="right">
                <Badge variant="light" color={successRateColor(item.successRate)} tt="none">
                  {formatPercent(item.successRate)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}

function TableBody({ items }: { items: OperationMetrics[] | undefined }) {
  if (!items) {
    return (
      <Text c="dimmed" role="status">
        {OPERATIONS_LOADING_TEXT}
      </Text>
    );
  }
  if (items.length === 0) {
    return (
      <Stack gap={4} align="center" py="lg">
        <Text fw={600}>{OPERATIONS_EMPTY_TITLE}</Text>
        <Text size="sm" c="dimmed">
          {OPERATIONS_EMPTY_TEXT}
        </Text>
      </Stack>
    );
  }
  return <OperationRows items={items} />;
}

/** Count, mean duration and success rate of each async operation over the range. */
export function OperationsTable() {
  const headingId = useId();
  const [range] = useMetricsRange();
  const { data } = useOperations(range);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md" miw={0}>
      <Stack gap="sm">
        <SectionTitle id={headingId} title={OPERATIONS_TITLE} sample={data?.sample} />
        <WindowNote>{rangeWindowText(range)}</WindowNote>
        <TableBody items={data?.value} />
      </Stack>
    </Paper>
  );
}
