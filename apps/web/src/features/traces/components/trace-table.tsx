import { Anchor, Group, Table, Text } from '@mantine/core';
import type { TraceSummary } from '@repo/contracts/traces';
import { Link } from 'react-router';
import { ScrollTable } from '@/components/ui/scroll-table';
import { tracePath } from '@/config/routes';
import { TRACE_COLUMNS, TRACE_TABLE_LABEL } from '../lib/constants';
import { formatFullTime, formatMs, formatStartTime } from '../lib/format';
import { ServiceBadge } from './service-badge';
import { StatusBadge } from './status-badge';

/** Below this width the table scrolls sideways inside its card instead of squeezing. */
const TABLE_MIN_WIDTH = 620;

/**
 * Recent traces, one row each, the root span's name linking to the trace's waterfall (not on
 * the projector, `linked` false: another session's trace opens only for that session).
 */
export function TraceTable({
  traces,
  linked = true,
}: {
  traces: readonly TraceSummary[];
  linked?: boolean;
}) {
  return (
    <ScrollTable
      minWidth={TABLE_MIN_WIDTH}
      label={TRACE_TABLE_LABEL}
      columns={[
        TRACE_COLUMNS.root,
        TRACE_COLUMNS.services,
        { label: TRACE_COLUMNS.duration, align: 'right' },
        TRACE_COLUMNS.status,
        TRACE_COLUMNS.started,
      ]}
      verticalSpacing="xs"
    >
      {traces.map((trace) => (
        <Table.Tr key={trace.traceId}>
          <Table.Td>
            {linked ? (
              <Anchor component={Link} to={tracePath(trace.traceId)} ff="monospace" fz="sm">
                {trace.rootName}
              </Anchor>
            ) : (
              <Text span ff="monospace" fz="sm">
                {trace.rootName}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap={4}>
              {trace.services.map((service) => (
                <ServiceBadge key={service} service={service} />
              ))}
            </Group>
          </Table.Td>
          <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMs(trace.durationMs)}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={trace.status} />
          </Table.Td>
          <Table.Td>
            <time dateTime={trace.startTime} title={formatFullTime(trace.startTime)}>
              {formatStartTime(trace.startTime)}
            </time>
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
