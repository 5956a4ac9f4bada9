// One query factory for every figure and chart fed by the metrics and register API: fetch,
// parse with the contract schema, poll, and fall back to sample data that says why
// (docs/product.md#calls). Each endpoint's api/ file declares only what differs.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod';
import { getJson, type QueryParams } from './api-client';
import { apiFailureOf, type ApiFailure } from './api-error';

export interface MetricsData<T> {
  value: T;
  /**
   * Why `value` is generated sample data instead of the API's answer; null when it is the answer.
   */
  sample: ApiFailure | null;
  /** When the API last answered (epoch ms), kept through later failures; null if never. */
  fetchedAt: number | null;
}

export interface MetricsQueryConfig<S extends z.ZodType, K extends QueryKey> {
  key: K;
  path: `/${string}`;
  /** Read as each request is sent, so a window that ends now ends when the data is fetched. */
  params?: () => QueryParams;
  /** Parses the answer into what the UI shows; build it from the contract's schemas. */
  schema: S;
  /** What to show when the API gives nothing. */
  sample: () => z.output<S>;
  refetchInterval?: number | false;
  /**
   * Whether the answer of a previous key may stand in until this key's first answer: a chart
   * whose window moved on by a bucket keeps its line rather than flashing its loading state.
   */
  keepPrevious?: (previousKey: QueryKey) => boolean;
}

export function metricsQuery<S extends z.ZodType, const K extends QueryKey>({
  key,
  path,
  params,
  schema,
  sample,
  refetchInterval = false,
  keepPrevious,
}: MetricsQueryConfig<S, K>) {
  return queryOptions({
    ...(keepPrevious && {
      placeholderData: <T>(previous: T | undefined, query?: { queryKey: QueryKey }) =>
        query && keepPrevious(query.queryKey) ? previous : undefined,
    }),
    queryKey: key,
    queryFn: async ({ signal, client }): Promise<MetricsData<z.output<S>>> => {
      try {
        // The figures the pages poll are not what the learner did: they ask not to be traced.
        const value = await getJson(path, schema, {
          api: 'metrics',
          params: params?.(),
          signal,
          traced: false,
        });
        return { value, sample: null, fetchedAt: Date.now() };
      } catch (error) {
        if (signal.aborted) throw error;
        const previous = client.getQueryData<MetricsData<z.output<S>>>(key);
        return {
          value: sample(),
          sample: apiFailureOf(error),
          fetchedAt: previous?.fetchedAt ?? null,
        };
      }
    },
    refetchInterval,
  });
}

/**
 * `keepPrevious` for a figure over time: the previous key may stand in when it asked for the
 * same range (its window a bucket behind), not when the reader chose another range.
 */
export function sameRange(range: string): (previousKey: QueryKey) => boolean {
  return (previousKey) => {
    const params: unknown = previousKey[2];
    return typeof params === 'object' && params !== null && 'range' in params
      ? params.range === range
      : false;
  };
}
