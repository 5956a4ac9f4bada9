import { topologySchema, type Topology } from '@repo/contracts/lab-topology';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LAB_MAP_POLL_MS } from '@/config/constants';
import { getJson, readEnvelope, serviceUrl, type JsonResponse } from '@/lib/api-client';
import { LAB_NETWORK_ERROR_MESSAGE } from '../lib/constants';
import { TOPOLOGY_FAILED_MESSAGE } from '../lib/map-constants';

export const LAB_TOPOLOGY_PATH = '/api/lab/topology';
export const LAB_TOPOLOGY_QUERY_KEY = ['lab', 'topology'] as const;

/** GET /api/lab/topology: the system's parts, the traffic between them and the queues' state. */
export async function getTopology({
  signal,
}: { signal?: AbortSignal | undefined } = {}): Promise<Topology> {
  let response: JsonResponse;
  try {
    // Polled on its own, so it asks not to be traced.
    response = await getJson(serviceUrl(LAB_TOPOLOGY_PATH), { signal, traced: false });
  } catch (error) {
    // A cancelled query must reject with the abort so TanStack Query can tell it apart.
    if (signal?.aborted) throw error;
    throw new Error(LAB_NETWORK_ERROR_MESSAGE);
  }
  return readEnvelope(response, topologySchema, TOPOLOGY_FAILED_MESSAGE);
}

export function topologyQueryOptions() {
  return queryOptions({
    queryKey: LAB_TOPOLOGY_QUERY_KEY,
    queryFn: ({ signal }) => getTopology({ signal }),
    refetchInterval: LAB_MAP_POLL_MS,
  });
}

export function useTopology() {
  return useQuery(topologyQueryOptions());
}
