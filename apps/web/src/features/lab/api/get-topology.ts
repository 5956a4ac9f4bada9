import { LAB_TOPOLOGY_PATH } from '@repo/contracts/lab-paths';
import { topologySchema, type Topology } from '@repo/contracts/lab-topology';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LAB_MAP_POLL_MS } from '@/config/constants';
import { getJson } from '@/lib/api-client';
import { useViewSource, type ViewSource } from '@/lib/view-source';
import { LAB_NETWORK_ERROR_MESSAGE } from '../lib/constants';
import { TOPOLOGY_FAILED_MESSAGE } from '../lib/map-constants';

export const LAB_TOPOLOGY_QUERY_KEY = ['lab', 'topology'] as const;

/**
 * GET /api/lab/topology: the system's parts, the traffic between them and the queues' state, of
 * the caller's session or, under `source`, of the session it names (lib/view-source.ts).
 */
export function getTopology({
  signal,
  source = '',
}: { signal?: AbortSignal | undefined; source?: ViewSource } = {}): Promise<Topology> {
  // Polled on its own, so it asks not to be traced.
  return getJson(`${source}${LAB_TOPOLOGY_PATH}`, topologySchema, {
    signal,
    traced: false,
    wording: { failed: TOPOLOGY_FAILED_MESSAGE, network: LAB_NETWORK_ERROR_MESSAGE },
  });
}

export function topologyQueryOptions(source: ViewSource = '') {
  return queryOptions({
    queryKey: [...LAB_TOPOLOGY_QUERY_KEY, source],
    queryFn: ({ signal }) => getTopology({ signal, source }),
    refetchInterval: LAB_MAP_POLL_MS,
  });
}

export function useTopology() {
  return useQuery(topologyQueryOptions(useViewSource()));
}
