import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './api-error';

/** One more try absorbs a blip; a refusal, a bad answer or an API turned off would fail again. */
const MAX_RETRIES = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Polling queries refresh on their own interval anyway, so refetching on every tab
      // switch would only add load to the services.
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isTransient(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
