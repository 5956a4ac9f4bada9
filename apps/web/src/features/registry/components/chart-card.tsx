import { Badge, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { downloadCsv } from '@/lib/csv';
import {
  DOWNLOAD_CSV_LABEL,
  HIDE_TABLE_LABEL,
  LOADING_CHART_LABEL,
  SAMPLE_DATA_BADGE,
  SHOW_TABLE_LABEL,
} from '../lib/constants';

const CHART_SKELETON_HEIGHT = 240;

interface ChartCardProps {
  title: string;
  /** No data yet: a skeleton instead of the chart, and nothing to show or download. */
  loading: boolean;
  /** The chart shows generated sample data, not the API's. */
  sample: boolean;
  csvFileName: string;
  csvRows: readonly object[];
  /** The data table, given the id the toggle controls. */
  renderTable: (id: string) => ReactNode;
  children: ReactNode;
}

/** One analytics chart with its title, sample badge, data-table toggle and CSV download. */
export function ChartCard(props: ChartCardProps) {
  const { title, loading, sample, csvFileName, csvRows, renderTable, children } = props;
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md" miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h4" id={headingId}>
              {title}
            </Title>
            {!loading && sample ? (
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
              aria-expanded={tableShown}
              aria-controls={tableShown ? tableId : undefined}
              disabled={loading}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? HIDE_TABLE_LABEL : SHOW_TABLE_LABEL}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              disabled={loading}
              onClick={() => downloadCsv(csvFileName, csvRows)}
            >
              {DOWNLOAD_CSV_LABEL}
            </Button>
          </Group>
        </Group>
        {loading ? (
          <Skeleton height={CHART_SKELETON_HEIGHT} role="status" aria-label={LOADING_CHART_LABEL} />
        ) : (
          children
        )}
        {!loading && tableShown ? renderTable(tableId) : null}
      </Stack>
    </Paper>
  );
}
