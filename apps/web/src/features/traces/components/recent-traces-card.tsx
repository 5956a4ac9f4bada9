import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { SectionTitle } from '@/components/ui/section-title';
import { ROUTES, tracePath } from '@/config/routes';
import { BARE_LIST } from '@/components/ui/bare-list';
import { useTraces } from '../api/get-traces';
import {
  ALL_TRACES_LABEL,
  EMPTY_TRACES_TEXT,
  LIST_ERROR_TITLE,
  LOADING_TRACES_TEXT,
  RECENT_TRACES_LIMIT,
  RECENT_TRACES_LIST_LABEL,
  RECENT_TRACES_TITLE,
} from '../lib/constants';
import { formatMs } from '../lib/format';
import { StatusBadge } from './status-badge';
import { QueryFailure } from '@/components/ui/failure-alert';

const RECENT_FILTERS = { limit: RECENT_TRACES_LIMIT };

/** The last few traces, each linking to its waterfall, and a way to all of them. */
export function RecentTracesCard() {
  const headingId = useId();
  const traces = useTraces(RECENT_FILTERS);
  const { data, isPending } = traces;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" miw={0}>
      <Stack gap="sm">
        <Group justify="space-between">
          <SectionTitle id={headingId} title={RECENT_TRACES_TITLE} />
          <Anchor component={Link} to={ROUTES.traces} size="sm">
            {ALL_TRACES_LABEL}
          </Anchor>
        </Group>
        <QueryFailure title={LIST_ERROR_TITLE} query={traces} />
        {isPending ? (
          <Text c="dimmed" role="status">
            {LOADING_TRACES_TEXT}
          </Text>
        ) : data === undefined ? null : data.items.length === 0 ? (
          <Text c="dimmed">{EMPTY_TRACES_TEXT}</Text>
        ) : (
          <Stack {...BARE_LIST} aria-label={RECENT_TRACES_LIST_LABEL} gap={6}>
            {data.items.map((trace) => (
              <Group
                component="li"
                key={trace.traceId}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
              >
                <Anchor
                  component={Link}
                  to={tracePath(trace.traceId)}
                  ff="monospace"
                  fz="sm"
                  truncate="end"
                  miw={0}
                >
                  {trace.rootName}
                </Anchor>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMs(trace.durationMs)}
                  </Text>
                  <StatusBadge status={trace.status} />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
