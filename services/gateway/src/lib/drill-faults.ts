// The gateway's part in the drills (docs/lab.md#drills): visualization keeps each drill with
// its hidden fault; the gateway starts that fault on the service that keeps faults of its
// target, hides it from the fault list, and clears it when the drill ends.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { hiddenDrillSchema, type HiddenDrill } from '@repo/contracts/lab-drill-faults';
import type { Drill } from '@repo/contracts/lab-drills';
import type { FaultRequest } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { RUNNING_DRILL_PATH } from '@repo/service-kit/lab/drill.routes';
import * as z from 'zod';
import type { GatewayBindings } from '../env';
import { startOnKeepers } from './owned-faults';
import { reachService } from './reach-service';

const runningEnvelope = successEnvelopeSchema(z.object({ drill: hiddenDrillSchema.nullable() }));

/** The running drill with its fault, or undefined (none, or visualization did not answer). */
export async function runningDrill(
  env: GatewayBindings,
  origin: string,
): Promise<HiddenDrill | undefined> {
  try {
    const request = new Request(`${origin}${RUNNING_DRILL_PATH}`);
    const response = await reachService(env, 'visualization', request);
    const parsed = runningEnvelope.safeParse(await response.json());
    return parsed.success ? (parsed.data.data.drill ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** The drill as anyone may see it: without its fault. */
export function publicDrill({ id, level, startedAt, expiresAt }: HiddenDrill): Drill {
  return { id, level, startedAt, expiresAt };
}

/**
 * Starts the drill's fault on its keeper, for as long as the drill has left (so the fault ends
 * by itself with the drill), through the same route as `POST /api/lab/faults`. Answers the
 * keeper's answer: 201 when the fault started. The fault is hidden: it names itself nowhere.
 */
export function startDrillFault(
  env: GatewayBindings,
  origin: string,
  drill: HiddenDrill,
): Promise<Response> {
  const seconds = Math.floor((Date.parse(drill.expiresAt) - Date.now()) / 1000);
  const fault: FaultRequest = {
    target: drill.target,
    type: drill.type,
    durationSeconds: Math.max(1, seconds),
    ...(drill.value === null ? {} : { value: drill.value }),
  };
  return startOnKeepers(env, `${origin}${LAB_FAULTS_PATH}`, fault, { hidden: true });
}
