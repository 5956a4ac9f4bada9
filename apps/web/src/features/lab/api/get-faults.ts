import { faultListSchema, type FaultList } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LAB_FAULTS_POLL_MS } from '@/config/constants';
import { getJson } from '@/lib/api-client';
import { useViewSource, type ViewSource } from '@/lib/view-source';
import { LAB_NETWORK_ERROR_MESSAGE, LIST_FAILED_MESSAGE } from '../lib/constants';

export const LAB_FAULTS_QUERY_KEY = ['lab', 'faults'] as const;

/**
 * GET /api/lab/faults: the active faults and who may switch them, of the caller's session or,
 * under `source`, of the session it names (lib/view-source.ts).
 */
export function getFaults({
  signal,
  source = '',
}: { signal?: AbortSignal | undefined; source?: ViewSource } = {}): Promise<FaultList> {
  return getJson(`${source}${LAB_FAULTS_PATH}`, faultListSchema, {
    signal,
    traced: false,
    wording: { failed: LIST_FAILED_MESSAGE, network: LAB_NETWORK_ERROR_MESSAGE },
  });
}

export function faultsQueryOptions(source: ViewSource = '') {
  return queryOptions({
    queryKey: [...LAB_FAULTS_QUERY_KEY, source],
    queryFn: ({ signal }) => getFaults({ signal, source }),
    refetchInterval: LAB_FAULTS_POLL_MS,
  });
}

export function useFaults() {
  return useQuery(faultsQueryOptions(useViewSource()));
}
