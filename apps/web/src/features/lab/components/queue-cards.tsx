import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QueueId, QueueState } from '@repo/contracts/lab-topology';
import { BARE_LIST } from '@/components/ui/bare-list';
import { deadLettersButtonLabel, deadLettersButtonText } from '../lib/map-constants';
import { queueFigures } from '../lib/queue-figures';
import { RetryingLines } from './retrying-lines';

interface DeadLettersButtonProps {
  queue: QueueState;
  /** Absent where the map is only read (the projector). */
  onOpenDeadLetters?: ((queue: QueueId) => void) | undefined;
}

/**
 * Opens a queue's dead letters; its accessible name starts with the text it shows. Where the
 * map is only read, the same words without a button.
 */
export function DeadLettersButton({ queue, onOpenDeadLetters }: DeadLettersButtonProps) {
  if (!onOpenDeadLetters) return <Text size="sm">{deadLettersButtonText(queue.deadLettered)}</Text>;
  return (
    <Button
      size="compact-sm"
      variant="default"
      aria-label={deadLettersButtonLabel(queue.deadLettered, queue.id)}
      onClick={() => onOpenDeadLetters(queue.id)}
    >
      {deadLettersButtonText(queue.deadLettered)}
    </Button>
  );
}

interface QueueCardsProps {
  queues: readonly QueueState[];
  /** Absent where the map is only read (the projector). */
  onOpenDeadLetters?: ((queue: QueueId) => void) | undefined;
  headingId: string;
  /** Epoch ms the figures were read at. */
  at: number;
}

/**
 * The Queues table on a narrow screen: one card per queue with every figure labelled, so
 * the retries and dead letters of the last minute, which the lab asks the learner to watch,
 * never scroll out of view.
 */
export function QueueCards({ queues, onOpenDeadLetters, headingId, at }: QueueCardsProps) {
  return (
    <Stack {...BARE_LIST} gap="xs" aria-labelledby={headingId}>
      {queues.map((queue) => (
        <Paper key={queue.id} component="li" withBorder p="sm" aria-label={queue.id}>
          <Title order={4} size="h6" mb={4}>
            {queue.id}
          </Title>
          <Stack component="dl" gap={2} m={0}>
            {queueFigures(queue).map(({ label, value, bad }) => (
              <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0} {...(bad ? { c: 'red' } : {})}>
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
          <RetryingLines queue={queue} at={at} />
          <Group mt="xs">
            <DeadLettersButton queue={queue} onOpenDeadLetters={onOpenDeadLetters} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
