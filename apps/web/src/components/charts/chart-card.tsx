import { Button, Center, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { SectionTitle } from '@/components/ui/section-title';
import { RenderInTurn } from '@/components/ui/render-in-turn';
import { afterPaint } from '@/hooks/use-painted';
import type { ApiFailure } from '@/lib/api-error';
import { downloadCsv } from '@/lib/csv';
import {
  DEFAULT_CHART_HEIGHT,
  DOWNLOAD_CSV_LABEL,
  HIDE_TABLE_LABEL,
  LOADING_CHART_LABEL,
  NO_DATA_TEXT,
  SHOW_TABLE_LABEL,
} from './constants';
import { DataTable, type DataColumn } from './data-table';
import { loadPlots } from './lazy-plots';

const EMPTY_MIN_HEIGHT = 120;

/** What every chart widget passes on to its card. */
export interface ChartCardOptions {
  title: string;
  /** No data yet: a skeleton instead of the chart, and nothing to show or download. */
  loading?: boolean | undefined;
  /** Why the chart shows generated sample data instead of the API's, if it does. */
  sample?: ApiFailure | null | undefined;
  /** Shown instead of the chart when there are no rows. */
  emptyText?: string | undefined;
  /** Given: a Download CSV button that saves the rows under this name. */
  csvFileName?: string | undefined;
  /** The chart's height in px (it fills the card's width), kept by its skeleton while loading. */
  height?: number | undefined;
  /** A line under the title that says how to read the chart, where it could be misread. */
  caption?: string | undefined;
}

export interface ChartCardProps<Row extends object> extends ChartCardOptions {
  /** The chart's data: the data table's rows and the CSV's lines. */
  rows: readonly Row[];
  /** The data table's columns. */
  columns: readonly DataColumn<Row>[];
  /** The chart, drawn `height` px tall across the card. */
  children: ReactNode;
}

function CardBody({
  loading,
  empty,
  emptyText,
  height,
  children,
}: {
  loading: boolean;
  empty: boolean;
  emptyText: string | undefined;
  height: number;
  children: ReactNode;
}) {
  // As tall as the chart that replaces it, so nothing below moves when the data arrives.
  const skeleton = <Skeleton height={height} role="status" aria-label={LOADING_CHART_LABEL} />;
  if (loading) return skeleton;
  if (empty) {
    return (
      <Center mih={EMPTY_MIN_HEIGHT}>
        <Text c="dimmed">{emptyText ?? NO_DATA_TEXT}</Text>
      </Center>
    );
  }
  // Plots arriving together are drawn one a task, once the drawing's code is here.
  return (
    <RenderInTurn placeholder={skeleton} ready={loadPlots()}>
      <Suspense fallback={skeleton}>{children}</Suspense>
    </RenderInTurn>
  );
}

/** One chart with its title, sample badge, data-table toggle and optional CSV download. */
export function ChartCard<Row extends object>(props: ChartCardProps<Row>) {
  const { title, loading = false, sample, emptyText, csvFileName, rows, columns, caption } = props;
  const { height = DEFAULT_CHART_HEIGHT, children } = props;
  const headingId = useId();
  const tableId = useId();
  const captionId = useId();
  const [tableShown, setTableShown] = useState(false);
  // The drawing's code is fetched while the data is, but after the page's first paint.
  useEffect(() => afterPaint(loadPlots), []);
  const unavailable = loading || rows.length === 0;
  const expanded = tableShown && !unavailable;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-describedby={caption === undefined ? undefined : captionId}
      withBorder
      p="md"
      radius="md"
      miw={0}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <SectionTitle
            id={headingId}
            title={title}
            order={3}
            size="h4"
            sample={loading ? null : sample}
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTable size={14} aria-hidden />}
              aria-expanded={expanded}
              aria-controls={expanded ? tableId : undefined}
              disabled={unavailable}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {expanded ? HIDE_TABLE_LABEL : SHOW_TABLE_LABEL}
            </Button>
            {csvFileName === undefined ? null : (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                disabled={unavailable}
                onClick={() => downloadCsv(csvFileName, rows)}
              >
                {DOWNLOAD_CSV_LABEL}
              </Button>
            )}
          </Group>
        </Group>
        {caption === undefined ? null : (
          <Text id={captionId} size="sm" c="dimmed">
            {caption}
          </Text>
        )}
        <CardBody loading={loading} empty={rows.length === 0} emptyText={emptyText} height={height}>
          {children}
        </CardBody>
        {expanded ? <DataTable id={tableId} caption={title} columns={columns} rows={rows} /> : null}
      </Stack>
    </Paper>
  );
}
