import { Badge, Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { downloadCsv } from '@/lib/csv';
import {
  DOWNLOAD_CSV_LABEL,
  HIDE_TABLE_LABEL,
  LOADING_CHART_LABEL,
  NO_DATA_TEXT,
  SAMPLE_DATA_BADGE,
  SHOW_TABLE_LABEL,
} from './constants';

const CHART_SKELETON_HEIGHT = 240;
const EMPTY_MIN_HEIGHT = 120;

export interface ChartCardProps {
  title: string;
  /** No data yet: a skeleton instead of the chart, and nothing to show or download. */
  loading?: boolean | undefined;
  /** The chart shows generated sample data, not the API's. */
  sample?: boolean | undefined;
  /** The same as `sample`. */
  sampleBadge?: boolean | undefined;
  /** Loaded, but nothing to draw: `emptyText` instead of the chart. */
  empty?: boolean | undefined;
  emptyText?: string | undefined;
  /** Both given: a Download CSV button. */
  csvFileName?: string | undefined;
  csvRows?: readonly object[] | undefined;
  /** The data table, given the id the toggle controls. */
  renderTable: (id: string) => ReactNode;
  children: ReactNode;
}

function CardBody({
  loading,
  empty,
  emptyText,
  children,
}: Omit<ChartCardProps, 'title' | 'renderTable'>) {
  if (loading) {
    return (
      <Skeleton height={CHART_SKELETON_HEIGHT} role="status" aria-label={LOADING_CHART_LABEL} />
    );
  }
  if (empty) {
    return (
      <Center mih={EMPTY_MIN_HEIGHT}>
        <Text c="dimmed">{emptyText ?? NO_DATA_TEXT}</Text>
      </Center>
    );
  }
  return children;
}

/** One chart with its title, sample badge, data-table toggle and optional CSV download. */
export function ChartCard(props: ChartCardProps) {
  const { title, loading = false, sample, sampleBadge, empty = false, emptyText } = props;
  const { csvFileName, csvRows, renderTable, children } = props;
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const unavailable = loading || empty;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md" miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h4" id={headingId}>
              {title}
            </Title>
            {!loading && (sample || sampleBadge) ? (
              <Badge color="yellow" variant="light">
                {SAMPLE_DATA_BADGE}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTable size={14} aria-hidden />}
              aria-expanded={tableShown && !unavailable}
              aria-controls={tableShown && !unavailable ? tableId : undefined}
              disabled={unavailable}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown && !unavailable ? HIDE_TABLE_LABEL : SHOW_TABLE_LABEL}
            </Button>
            {csvFileName !== undefined && csvRows !== undefined ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                disabled={unavailable}
                onClick={() => downloadCsv(csvFileName, csvRows)}
              >
                {DOWNLOAD_CSV_LABEL}
              </Button>
            ) : null}
          </Group>
        </Group>
        <CardBody loading={loading} empty={empty} emptyText={emptyText}>
          {children}
        </CardBody>
        {!unavailable && tableShown ? renderTable(tableId) : null}
      </Stack>
    </Paper>
  );
}
