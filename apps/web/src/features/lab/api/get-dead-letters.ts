import {
  deadLetterListSchema,
  type DeadLetterList,
  type QueueId,
} from '@repo/contracts/lab-topology';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { LAB_NETWORK_ERROR_MESSAGE } from '../lib/constants';
import { DEAD_LETTERS_FAILED_MESSAGE } from '../lib/map-constants';

/** Every dead-letter query starts with this key; one queue's adds the queue. */
export const LAB_DEAD_LETTERS_QUERY_KEY = ['lab', 'dead-letters'] as const;

export function deadLettersPath(queue: QueueId): `/${string}` {
  return `/api/lab/queues/${encodeURIComponent(queue)}/dead-letters`;
}

/** GET /api/lab/queues/{queue}/dead-letters: the oldest messages waiting in its dead-letter queue. */
export function getDeadLetters(
  queue: QueueId,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<DeadLetterList> {
  return getJson(deadLettersPath(queue), deadLetterListSchema, {
    signal,
    wording: { failed: DEAD_LETTERS_FAILED_MESSAGE, network: LAB_NETWORK_ERROR_MESSAGE },
  });
}

export function deadLettersQueryOptions(queue: QueueId) {
  return queryOptions({
    queryKey: [...LAB_DEAD_LETTERS_QUERY_KEY, queue],
    queryFn: ({ signal }) => getDeadLetters(queue, { signal }),
  });
}

export function useDeadLetters(queue: QueueId) {
  return useQuery(deadLettersQueryOptions(queue));
}
