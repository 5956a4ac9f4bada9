import { userSchema, type User } from '@repo/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_REQUEST_FAILED_MESSAGE } from '@/config/constants';
import { getJson } from '@/lib/api-client';
import { learnerId } from '@/lib/lab-session';
import { USAGE_POLL_INTERVAL_MS } from '../lib/constants';

/** GET /api/users/{id}: the user and the files they store. */
export function getUser(
  id: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<User> {
  return getJson(`/api/users/${encodeURIComponent(id)}`, userSchema, {
    signal,
    traced: false,
    wording: { failed: API_REQUEST_FAILED_MESSAGE },
  });
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['users', id],
    queryFn: ({ signal }) => getUser(id, { signal }),
    // Usage is counted by a queue consumer after each upload or delete, so it lags them.
    refetchInterval: USAGE_POLL_INTERVAL_MS,
  });
}

export function useDemoUser() {
  return useQuery(userQueryOptions(learnerId()));
}
