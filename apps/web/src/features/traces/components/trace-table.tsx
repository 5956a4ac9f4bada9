import { Anchor, Group, Table } from '@mantine/core';
import type { TraceSummary } from '@repo/contracts/traces';
import { Link } from 'react-router';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { tracePath } from '@/config/routes';
import { TRACE_COLUMNS, TRACE_TABLE_LABEL } from '../lib/constants';
import { formatFullTime, formatMs, formatStartTime } from '../lib/format';
import { ServiceBadge } from './service-badge';
import { StatusBadge } from './status-badge';

/** Below this width the table scrolls sideways inside its card instead of squeezing. */
const TABLE_MIN_WIDTH = 620;

/** Recent traces, one row each, the root span's name linking to the trace's waterfall. */
export function TraceTable({ traces }: { traces: readonly TraceSummary[] }) {
  return (
    <HorizontalScroll minWidth={TABLE_MIN_WIDTH} label={TRACE_TABLE_LABEL}>
      <Table aria-label={TRACE_TABLE_LABEL} striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TRACE_COLUMNS.root}</Table.Th>
            <Table.Th>{TRACE_COLUMNS.services}</Table.Th>
            <Table.Th ta="right">{TRACE_COLUMNS.duration}</Table.Th>
            <Table.Th>{TRACE_COLUMNS.status}</Table.Th>
            <Table.Th>{TRACE_COLUMNS.started}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {traces.map((trace) => (
            <Table.Tr key={trace.traceId}>
              <Table.Td>
                <Anchor component={Link} to={tracePath(trace.traceId)} ff="monospace" fz="sm">
                  {trace.rootName}
                </Anchor>
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
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}
