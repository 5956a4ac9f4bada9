import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { QueueId, QueueState, TopologyEdge } from '@repo/contracts/lab-topology';
import { workerIdSchema } from '@repo/contracts/services';
import { useId } from 'react';
import { Link } from 'react-router';
import { ScrollTable } from '@/components/ui/scroll-table';
import { ROUTES } from '@/config/routes';
import {
  CONNECTIONS_COLUMNS,
  CONNECTIONS_TITLE,
  QUEUE_CARDS_MEDIA,
  QUEUES_COLUMNS,
  QUEUES_TITLE,
  RETRIES_COLUMN,
  workerTracesLabel,
} from '../lib/map-constants';
import { formatMs, formatPercent, formatRate } from '../lib/map-text';
import { queueFigures } from '../lib/queue-figures';
import { DeadLettersButton, QueueCards } from './queue-cards';
import { RetryingLines } from './retrying-lines';

/** Red text for a figure that says something went wrong. */
const redWhen = (bad: boolean) => (bad ? { c: 'red' } : {});

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
      <ScrollTable
        minWidth={560}
        label={CONNECTIONS_TITLE}
        columns={CONNECTIONS_COLUMNS}
        aria-labelledby={headingId}
        fz="sm"
      >
        {edges.map((edge, index) => (
          <Table.Tr key={index}>
            <FromCell from={edge.from} />
            <Table.Td>{edge.to}</Table.Td>
            <Table.Td>{edge.kind}</Table.Td>
            <Table.Td>{formatRate(edge.requestsPerSecond)}</Table.Td>
            <Table.Td {...redWhen(edge.errorRate > 0)}>{formatPercent(edge.errorRate)}</Table.Td>
            <Table.Td>{formatMs(edge.p95Ms)}</Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </Stack>
  );
}

interface QueuesTableProps {
  queues: readonly QueueState[];
  onOpenDeadLetters: (queue: QueueId) => void;
  /** ISO 8601: when the figures were read, which the retry countdowns count from. */
  at: string;
}

/**
 * Each queue's state, with the button that lists its dead letters: a table where it fits,
 * one card per queue on a phone.
 */
export function QueuesTable({ queues, onOpenDeadLetters, at }: QueuesTableProps) {
  const headingId = useId();
  const readAt = Date.parse(at);
  const narrow = useMediaQuery(QUEUE_CARDS_MEDIA, undefined, {
    // Decided on the first render, so a phone never flashes the table before its cards.
    getInitialValueInEffect: false,
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {QUEUES_TITLE}
      </Title>
      {narrow ? (
        <QueueCards
          queues={queues}
          onOpenDeadLetters={onOpenDeadLetters}
          headingId={headingId}
          at={readAt}
        />
      ) : (
        <ScrollTable
          minWidth={640}
          label={QUEUES_TITLE}
          columns={QUEUES_COLUMNS}
          aria-labelledby={headingId}
          fz="sm"
        >
          {queues.map((queue) => (
            <Table.Tr key={queue.id}>
              <Table.Th scope="row">{queue.id}</Table.Th>
              {queueFigures(queue).map(({ label, value, bad }) => (
                <Table.Td key={label} {...redWhen(bad)}>
                  {value}
                  {label === RETRIES_COLUMN && <RetryingLines queue={queue} at={readAt} />}
                </Table.Td>
              ))}
              <Table.Td>
                <DeadLettersButton queue={queue} onOpenDeadLetters={onOpenDeadLetters} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
    </Stack>
  );
}
