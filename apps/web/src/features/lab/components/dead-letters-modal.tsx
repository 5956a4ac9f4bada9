import { Modal, Stack, Text } from '@mantine/core';
import type { DeadLetterList, QueueId } from '@repo/contracts/lab-topology';
import { useState } from 'react';
import { BARE_LIST } from '@/components/ui/bare-list';
import { QueryFailure } from '@/components/ui/failure-alert';
import { LoadingNote } from '@/components/ui/loading-note';
import { useDeadLetters } from '../api/get-dead-letters';
import { useFaults } from '../api/get-faults';
import { useReplayDeadLetters } from '../api/replay-dead-letters';
import { useLabAdminToken } from '../hooks/use-lab-admin-token';
import {
  DEAD_LETTERS_FAILED_MESSAGE,
  DEAD_LETTERS_LOADING_TEXT,
  deadLettersTitle,
  noDeadLettersText,
  oldestShownText,
  OWN_DEAD_LETTERS_TEXT,
  REPLAY_ADMIN_TOKEN_NOTE,
  replayExplanation,
} from '../lib/map-constants';
import { AdminTokenInput } from './admin-token-input';
import { DeadLetterItem } from './dead-letter-item';
import { ReplayActions } from './replay-actions';

interface DeadLettersModalProps {
  queue: QueueId;
  onClose: () => void;
}

/** The messages waiting in a queue's dead-letter queue, and the buttons that replay them. */
export function DeadLettersModal({ queue, onClose }: DeadLettersModalProps) {
  const list = useDeadLetters(queue);
  // Who may replay: the same rule as the fault switches, from the same list.
  const access = useFaults().data?.access;
  const { token, setToken } = useLabAdminToken();

  return (
    <Modal opened onClose={onClose} title={deadLettersTitle(queue)} size="lg">
      <Stack gap="sm">
        <Text size="sm">{replayExplanation(queue)}</Text>
        <Text size="sm" c="dimmed">
          {OWN_DEAD_LETTERS_TEXT}
        </Text>
        {access === 'admin' ? (
          <AdminTokenInput
            description={REPLAY_ADMIN_TOKEN_NOTE}
            token={token}
            onChange={setToken}
          />
        ) : null}
        {list.isPending ? <LoadingNote text={DEAD_LETTERS_LOADING_TEXT} /> : null}
        <QueryFailure title={DEAD_LETTERS_FAILED_MESSAGE} query={list} />
        {list.data === undefined ? null : (
          <DeadLetters queue={queue} list={list.data} token={token} />
        )}
      </Stack>
    </Modal>
  );
}

interface DeadLettersProps {
  queue: QueueId;
  list: DeadLetterList;
  token: string;
}

function DeadLetters({ queue, list, token }: DeadLettersProps) {
  const replay = useReplayDeadLetters();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only what is still listed: a message replayed elsewhere may have left since it was ticked.
  const selectedIds = list.items.filter((item) => selected.has(item.id)).map((item) => item.id);

  function select(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  function send(ids: readonly string[] | undefined) {
    replay.mutate({ queue, ids, token }, { onSuccess: () => setSelected(new Set()) });
  }

  return (
    <Stack gap="sm">
      <ReplayActions
        selectedCount={selectedIds.length}
        total={list.total}
        replay={replay}
        onReplaySelected={() => send(selectedIds)}
        onReplayAll={() => send(undefined)}
      />
      {list.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {noDeadLettersText(queue)}
        </Text>
      ) : (
        <>
          {list.total > list.items.length ? (
            <Text size="sm" c="dimmed">
              {oldestShownText(list.items.length, list.total)}
            </Text>
          ) : null}
          <Stack {...BARE_LIST} gap="md">
            {list.items.map((letter) => (
              <DeadLetterItem
                key={letter.id}
                letter={letter}
                selected={selected.has(letter.id)}
                onSelectedChange={(on) => select(letter.id, on)}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
