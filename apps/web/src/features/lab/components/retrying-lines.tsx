import { Stack, Text } from '@mantine/core';
import type { QueueState, RetryingMessage } from '@repo/contracts/lab-topology';
import { BARE_LIST } from '@/components/ui/bare-list';
import {
  moreRetryingText,
  RETRYING_SHOWN,
  retryingListLabel,
  retryingText,
} from '../lib/map-constants';

/**
 * Whole seconds from `at` until the message's next attempt. Counted from when the server read
 * the figures, so a browser clock that is off does not shift the countdown.
 */
function secondsUntil(message: RetryingMessage, at: number): number {
  return Math.ceil((Date.parse(message.nextAttemptAt) - at) / 1000);
}

interface RetryingLinesProps {
  queue: QueueState;
  /** Epoch ms the figures were read at. */
  at: number;
}

/** One line per message of the queue between retries: where it stands and when it comes back. */
export function RetryingLines({ queue, at }: RetryingLinesProps) {
  const messages = queue.retrying ?? [];
  if (messages.length === 0) return null;
  const more = messages.length - RETRYING_SHOWN;
  return (
    <Stack {...BARE_LIST} gap={0} mt={2} aria-label={retryingListLabel(queue.id)}>
      {messages.slice(0, RETRYING_SHOWN).map((message) => (
        <Text key={message.messageId} component="li" size="xs" style={{ whiteSpace: 'nowrap' }}>
          {retryingText(message.attempt, message.maxAttempts, secondsUntil(message, at))}
        </Text>
      ))}
      {more > 0 && (
        <Text component="li" size="xs" c="dimmed">
          {moreRetryingText(more)}
        </Text>
      )}
    </Stack>
  );
}
