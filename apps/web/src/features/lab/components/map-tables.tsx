import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { QueueId, QueueState, TopologyEdge } from '@repo/contracts/lab-topology';
import { workerIdSchema } from '@repo/contracts/services';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ScrollTable, type TableColumn } from '@/components/ui/scroll-table';
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
import { formatMs, formatPercent, formatRate, ownShareText } from '../lib/map-text';
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

interface FiguresTableProps {
  title: string;
  minWidth: number;
  columns: readonly (string | TableColumn)[];
  /** The rows. */
  children: ReactNode;
  /** Shown instead of the table (a phone's cards), labelled by the same heading. */
  instead?: ((headingId: string) => ReactNode) | undefined;
}

/** One of the map's tables under its heading, which names the table. */
function FiguresTable({ title, minWidth, columns, children, instead }: FiguresTableProps) {
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {instead?.(headingId) ?? (
        <ScrollTable
          minWidth={minWidth}
          label={title}
          columns={columns}
          aria-labelledby={headingId}
          fz="sm"
        >
          {children}
        </ScrollTable>
      )}
    </Stack>
  );
}

/** The map's lines as a table, every figure in a cell: the map's text alternative. */
export function ConnectionsTable({ edges }: { edges: readonly TopologyEdge[] }) {
  return (
    <FiguresTable title={CONNECTIONS_TITLE} minWidth={620} columns={CONNECTIONS_COLUMNS}>
      {edges.map((edge, index) => (
        <Table.Tr key={index}>
          <FromCell from={edge.from} />
          <Table.Td>{edge.to}</Table.Td>
          <Table.Td>{edge.kind}</Table.Td>
          <Table.Td>{formatRate(edge.requestsPerSecond)}</Table.Td>
          <Table.Td {...redWhen(edge.errorRate > 0)}>{formatPercent(edge.errorRate)}</Table.Td>
          <Table.Td>{formatMs(edge.p95Ms)}</Table.Td>
          <Table.Td>{ownShareText(edge.ownShare)}</Table.Td>
        </Table.Tr>
      ))}
    </FiguresTable>
  );
}

interface QueuesTableProps {
  queues: readonly QueueState[];
  /** Absent where the map is only read (the projector). */
  onOpenDeadLetters?: ((queue: QueueId) => void) | undefined;
  /** ISO 8601: when the figures were read, which the retry countdowns count from. */
  at: string;
}

/**
 * Each queue's state, with the button that lists its dead letters: a table where it fits,
 * one card per queue on a phone.
 */
export function QueuesTable({ queues, onOpenDeadLetters, at }: QueuesTableProps) {
  const readAt = Date.parse(at);
  const narrow = useMediaQuery(QUEUE_CARDS_MEDIA, undefined, {
    // Decided on the first render, so a phone never flashes the table before its cards.
    getInitialValueInEffect: false,
  });
  const cards = (headingId: string) => (
    <QueueCards
      queues={queues}
      onOpenDeadLetters={onOpenDeadLetters}
      headingId={headingId}
      at={readAt}
    />
  );
  return (
    <FiguresTable
      title={QUEUES_TITLE}
      minWidth={640}
      columns={QUEUES_COLUMNS}
      instead={narrow ? cards : undefined}
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
    </FiguresTable>
  );
}
