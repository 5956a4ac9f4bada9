import { Button, Group, Text } from '@mantine/core';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { useReplayDeadLetters } from '../api/replay-dead-letters';
import {
  REPLAY_ALL_LABEL,
  REPLAY_FAILED_MESSAGE,
  REPLAY_SELECTED_LABEL,
  replayedText,
} from '../lib/map-constants';

interface ReplayActionsProps {
  selectedCount: number;
  /** Every dead letter waiting, listed or not. */
  total: number;
  replay: ReturnType<typeof useReplayDeadLetters>;
  onReplaySelected: () => void;
  onReplayAll: () => void;
}

/** Replay selected, Replay all, and what the last replay did. */
export function ReplayActions({
  selectedCount,
  total,
  replay,
  onReplaySelected,
  onReplayAll,
}: ReplayActionsProps) {
  const all = replay.isPending && replay.variables.ids === undefined;
  return (
    <>
      <Group gap="sm">
        <Button
          size="sm"
          loading={replay.isPending && !all}
          disabled={selectedCount === 0 || (replay.isPending && all)}
          onClick={onReplaySelected}
        >
          {REPLAY_SELECTED_LABEL}
        </Button>
        <Button
          size="sm"
          variant="default"
          loading={all}
          disabled={total === 0 || (replay.isPending && !all)}
          onClick={onReplayAll}
        >
          {REPLAY_ALL_LABEL}
        </Button>
      </Group>
      {replay.isSuccess ? (
        <Text size="sm" c="teal" role="status">
          {replayedText(replay.data.replayed)}
        </Text>
      ) : null}
      {replay.isError ? (
        <ErrorAlert title={REPLAY_FAILED_MESSAGE} role="alert">
          {replay.error.message}
        </ErrorAlert>
      ) : null}
    </>
  );
}
