// The traceparent of the latest upload or delete that succeeded, read from TanStack Query's
// mutation cache, so the widget can link to that request's trace wherever it was made.
import { useMutationState } from '@tanstack/react-query';
import * as z from 'zod';

/** Every storage mutation's key starts with this. */
const STORAGE_MUTATIONS = ['storage'];
const tracedResultSchema = z.object({ traceparent: z.string() });

export function useLastRequestTrace(): string | null {
  const traced = useMutationState({
    filters: { mutationKey: STORAGE_MUTATIONS, status: 'success' },
    select: (mutation) => {
      const result = tracedResultSchema.safeParse(mutation.state.data);
      return result.success
        ? { submittedAt: mutation.state.submittedAt, traceparent: result.data.traceparent }
        : null;
    },
  });
  let latest: { submittedAt: number; traceparent: string } | null = null;
  for (const item of traced) {
    if (item !== null && (latest === null || item.submittedAt >= latest.submittedAt)) latest = item;
  }
  return latest?.traceparent ?? null;
}
