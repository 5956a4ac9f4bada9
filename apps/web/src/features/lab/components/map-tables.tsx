import { Anchor, Button, Stack, Table, Title } from '@mantine/core';
import type { QueueId, QueueState, TopologyEdge } from '@repo/contracts/lab-topology';
import { workerIdSchema } from '@repo/contracts/services';
import { useId } from 'react';
import { Link } from 'react-router';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { ROUTES } from '@/config/routes';
import {
  CONNECTIONS_COLUMNS,
  CONNECTIONS_TITLE,
  deadLettersButtonText,
  NO_FIGURE,
  QUEUES_COLUMNS,
  QUEUES_TITLE,
  showDeadLettersLabel,
  workerTracesLabel,
} from '../lib/map-constants';
import { formatAge, formatMs, formatPercent, formatRate } from '../lib/map-text';

/** Red text for a figure that says something went wrong. */
const redWhen = (bad: boolean) => (bad ? { c: 'red' } : {});

function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** A worker opens its recent traces: the requests behind the figures of its lines. */
function FromCell({ from }: { from: string }) {
  if (!workerIdSchema.safeParse(from).success) return <Table.Td>{from}</Table.Td>;
  const query = new URLSearchParams({ service: from });
  return (
    <Table.Td>
      <Anchor
        component={Link}
        to={`${ROUTES.traces}?${query}`}
        aria-label={workerTracesLabel(from)}
      >
        {from}
      </Anchor>
    </Table.Td>
  );
}

/** The map's lines as a table, every figure in a cell: the map's text alternative. */
export function ConnectionsTable({ edges }: { edges: readonly TopologyEdge[] }) {
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {CONNECTIONS_TITLE}
      </Title>
      <HorizontalScroll minWidth={560} label={CONNECTIONS_TITLE}>
        <Table aria-labelledby={headingId} striped highlightOnHover fz="sm">
          <TableHead columns={CONNECTIONS_COLUMNS} />
          <Table.Tbody>
            {edges.map((edge, index) => (
              <Table.Tr key={index}>
                <FromCell from={edge.from} />
                <Table.Td>{edge.to}</Table.Td>
                <Table.Td>{edge.kind}</Table.Td>
                <Table.Td>{formatRate(edge.requestsPerSecond)}</Table.Td>
                <Table.Td {...redWhen(edge.errorRate > 0)}>
                  {formatPercent(edge.errorRate)}
                </Table.Td>
                <Table.Td>{formatMs(edge.p95Ms)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </HorizontalScroll>
    </Stack>
  );
}

interface QueuesTableProps {
  queues: readonly QueueState[];
  onOpenDeadLetters: (queue: QueueId) => void;
}

/** Each queue's state, with the button that lists its dead letters. */
export function QueuesTable({ queues, onOpenDeadLetters }: QueuesTableProps) {
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {QUEUES_TITLE}
      </Title>
      <HorizontalScroll minWidth={640} label={QUEUES_TITLE}>
        <Table aria-labelledby={headingId} striped highlightOnHover fz="sm">
          <TableHead columns={QUEUES_COLUMNS} />
          <Table.Tbody>
            {queues.map((queue) => (
              <Table.Tr key={queue.id}>
                <Table.Th scope="row">{queue.id}</Table.Th>
                <Table.Td>{queue.backlog}</Table.Td>
                <Table.Td>
                  {queue.oldestAgeSeconds === null ? NO_FIGURE : formatAge(queue.oldestAgeSeconds)}
                </Table.Td>
                <Table.Td>{formatRate(queue.deliveriesPerSecond)}</Table.Td>
                <Table.Td>{queue.retries}</Table.Td>
                <Table.Td {...redWhen(queue.deadLettered > 0)}>{queue.deadLettered}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={showDeadLettersLabel(queue.id)}
                    onClick={() => onOpenDeadLetters(queue.id)}
                  >
                    {deadLettersButtonText(queue.deadLettered)}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </HorizontalScroll>
    </Stack>
  );
}
