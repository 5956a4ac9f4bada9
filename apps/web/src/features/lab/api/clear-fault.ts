import { faultSchema } from '@repo/contracts/lab-faults';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { CLEAR_FAILED_MESSAGE, LAB_NETWORK_ERROR_MESSAGE } from '../lib/constants';
import { labAuthHeaders } from '../lib/lab-auth';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { LAB_FAULTS_QUERY_KEY } from './get-faults';

/** The answer to a DELETE: the id of the fault that was cleared. */
const clearedFaultSchema = faultSchema.pick({ id: true });

export interface ClearFaultVariables {
  id: string;
  /** The lab admin token; empty where the lab is open. */
  token: string;
}

export function faultPath(id: string): `/${string}` {
  return `${LAB_FAULTS_PATH}/${encodeURIComponent(id)}`;
}

/** DELETE /api/lab/faults/{id}: resolves with the id, or rejects with the message to show. */
export async function clearFault({ id, token }: ClearFaultVariables): Promise<{ id: string }> {
  const { data } = await sendJson(faultPath(id), clearedFaultSchema, {
    method: 'DELETE',
    headers: labAuthHeaders(token),
    wording: { failed: CLEAR_FAILED_MESSAGE, network: LAB_NETWORK_ERROR_MESSAGE },
  });
  return data;
}

export function useClearFault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFault,
    // After a failure too: a 404 means the fault had already ended, and the list should say so.
    // Returned, so the button stays busy until the list no longer shows the cleared fault.
    onSettled: () => queryClient.invalidateQueries({ queryKey: LAB_FAULTS_QUERY_KEY }),
  });
}
