// The drill API (docs/lab.md#drills): start one, answer it, give it up. Each change refreshes
// the fault list, which names the running drill.
import {
  revealedFaultSchema,
  type DiagnosisRequest,
  type RevealedFault,
} from '@repo/contracts/lab-drill-faults';
import {
  diagnosisResultSchema,
  drillSchema,
  LAB_DRILLS_PATH,
  type DiagnosisResult,
  type Drill,
  type DrillLevel,
} from '@repo/contracts/lab-drills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { DRILL_FAILED_MESSAGE } from '../lib/drill-constants';
import { LAB_NETWORK_ERROR_MESSAGE } from '../lib/constants';
import { labAuthHeaders } from '../lib/lab-auth';
import { LAB_FAULTS_QUERY_KEY } from './get-faults';

const wording = { failed: DRILL_FAILED_MESSAGE, network: LAB_NETWORK_ERROR_MESSAGE };

const drillPath = (id: string): `/${string}` => `${LAB_DRILLS_PATH}/${encodeURIComponent(id)}`;

/** POST /api/lab/drills. */
export async function startDrill(level: DrillLevel, token: string): Promise<Drill> {
  const { data } = await sendJson(LAB_DRILLS_PATH, drillSchema, {
    method: 'POST',
    json: { level },
    headers: labAuthHeaders(token),
    wording,
  });
  return data;
}

/** POST /api/lab/drills/{id}/diagnosis. */
export async function diagnoseDrill(
  id: string,
  diagnosis: DiagnosisRequest,
  token: string,
): Promise<DiagnosisResult> {
  const { data } = await sendJson(`${drillPath(id)}/diagnosis`, diagnosisResultSchema, {
    method: 'POST',
    json: diagnosis,
    headers: labAuthHeaders(token),
    wording,
  });
  return data;
}

/** DELETE /api/lab/drills/{id}: the fault, revealed. */
export async function giveUpDrill(id: string, token: string): Promise<RevealedFault> {
  const { data } = await sendJson(drillPath(id), revealedFaultSchema, {
    method: 'DELETE',
    headers: labAuthHeaders(token),
    wording,
  });
  return data;
}

/** A drill call that refreshes the fault list once it is answered, right or wrong. */
export function useDrillCall<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LAB_FAULTS_QUERY_KEY }),
  });
}
