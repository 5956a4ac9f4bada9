import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One retry absorbs a blip; polling queries refresh on their own interval anyway, so
      // refetching on every tab switch would only add load to the services.
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createQueryClient();
