import { faultSchema, type Fault, type FaultRequest } from '@repo/contracts/lab-faults';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { LAB_NETWORK_ERROR_MESSAGE, START_FAILED_MESSAGE } from '../lib/constants';
import { labAuthHeaders } from '../lib/lab-auth';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { LAB_FAULTS_QUERY_KEY } from './get-faults';

export interface StartFaultVariables {
  request: FaultRequest;
  /** The lab admin token; empty where the lab is open. */
  token: string;
}

/** POST /api/lab/faults: resolves with the fault, or rejects with the message to show. */
export async function startFault({ request, token }: StartFaultVariables): Promise<Fault> {
  const { data } = await sendJson(LAB_FAULTS_PATH, faultSchema, {
    method: 'POST',
    json: request,
    headers: labAuthHeaders(token),
    wording: { failed: START_FAILED_MESSAGE, network: LAB_NETWORK_ERROR_MESSAGE },
  });
  return data;
}

export function useStartFault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFault,
    // Returned, so the button stays busy until the banner lists the new fault.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LAB_FAULTS_QUERY_KEY }),
  });
}
