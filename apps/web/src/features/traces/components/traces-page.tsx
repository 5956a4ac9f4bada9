import { Paper, Stack, Text } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTraces } from '../api/get-traces';
import { useTraceFilters } from '../hooks/use-trace-filters';
import {
  EMPTY_TRACES_TEXT,
  LIST_ERROR_TITLE,
  LIST_PAGE_DESCRIPTION,
  LIST_PAGE_HEADING,
  LIST_PAGE_TITLE,
  LOADING_TRACES_TEXT,
  NO_MATCHING_TRACES_TEXT,
} from '../lib/constants';
import { hasFilters } from '../lib/trace-filters';
import { TraceFilterFields } from './trace-filter-fields';
import { TraceTable } from './trace-table';
import { QueryFailure } from '@/components/ui/failure-alert';

/** The Traces screen: recent traces, newest first, narrowed by the filters above them. */
export function TracesPage() {
  usePageTitle(LIST_PAGE_TITLE);
  const { filters, applied, change } = useTraceFilters();
  const traces = useTraces(applied);
  const { data, isPending } = traces;

  return (
    <>
      <PageHeader title={LIST_PAGE_HEADING} description={LIST_PAGE_DESCRIPTION} />
      <Stack gap="md">
        <TraceFilterFields filters={filters} onChange={change} />
        <QueryFailure title={LIST_ERROR_TITLE} query={traces} />
        {isPending ? (
          <Text c="dimmed" role="status">
            {LOADING_TRACES_TEXT}
          </Text>
        ) : data === undefined ? null : (
          <Paper withBorder radius="md" p="md" miw={0}>
            {data.items.length === 0 ? (
              <Text c="dimmed">
                {hasFilters(applied) ? NO_MATCHING_TRACES_TEXT : EMPTY_TRACES_TEXT}
              </Text>
            ) : (
              <TraceTable traces={data.items} />
            )}
          </Paper>
        )}
      </Stack>
    </>
  );
}
