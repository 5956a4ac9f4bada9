import { replayResultSchema, type QueueId, type ReplayResult } from '@repo/contracts/lab-topology';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { LAB_NETWORK_ERROR_MESSAGE } from '../lib/constants';
import { labAuthHeaders } from '../lib/lab-auth';
import { REPLAY_FAILED_MESSAGE } from '../lib/map-constants';
import { deadLettersPath, LAB_DEAD_LETTERS_QUERY_KEY } from './get-dead-letters';
import { LAB_TOPOLOGY_QUERY_KEY } from './get-topology';

export interface ReplayVariables {
  queue: QueueId;
  /** The messages to send again; undefined for every one waiting. */
  ids?: readonly string[] | undefined;
  /** The lab admin token; empty where the lab is open. */
  token: string;
}

/** POST /api/lab/queues/{queue}/dead-letters/replay: resolves with how many were sent again. */
export async function replayDeadLetters({
  queue,
  ids,
  token,
}: ReplayVariables): Promise<ReplayResult> {
  const { data } = await sendJson(`${deadLettersPath(queue)}/replay`, replayResultSchema, {
    method: 'POST',
    json: ids === undefined ? {} : { ids: [...ids] },
    headers: labAuthHeaders(token),
    wording: { failed: REPLAY_FAILED_MESSAGE, network: LAB_NETWORK_ERROR_MESSAGE },
  });
  return data;
}

export function useReplayDeadLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDeadLetters,
    // Returned, so the buttons stay busy until the list and the map show the replay.
    onSuccess: (_result, { queue }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LAB_TOPOLOGY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: [...LAB_DEAD_LETTERS_QUERY_KEY, queue] }),
      ]),
  });
}
