// The faults the services keep, as the gateway reaches them: listing, starting and clearing a
// fault on every service that keeps it (docs/lab.md#faults).
import { errorEnvelope, successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  FAULT_HIDDEN_HEADER,
  FAULT_ID_HEADER,
  faultKeepers,
  keepersOfFaultId,
  newFaultId,
  ownedFaultsSchema,
  type Fault,
  type FaultRequest,
} from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import type { ServiceId } from '@repo/contracts/services';
import type { GatewayBindings } from '../env';
import { forwardToOwner } from './forward-to-owner';
import { reachService } from './reach-service';

const ownedFaultsEnvelope = successEnvelopeSchema(ownedFaultsSchema);

/** The faults `service` keeps, or undefined when it did not answer. */
export async function faultsKeptBy(
  env: GatewayBindings,
  service: ServiceId,
  origin: string,
): Promise<Fault[] | undefined> {
  try {
    const response = await reachService(env, service, new Request(`${origin}${LAB_FAULTS_PATH}`));
    const parsed = ownedFaultsEnvelope.safeParse(await response.json());
    return parsed.success ? parsed.data.data.items : undefined;
  } catch {
    return undefined;
  }
}

const forward = (env: GatewayBindings, service: ServiceId, request: Request) =>
  forwardToOwner(env, service, request, 'this fault');

/**
 * One id for every copy of a fault several services keep (one on `telemetry`'s sends); a drill's
 * fault hidden. The request is made here, so no caller's header reaches the keeper.
 */
const startRequest = (url: string, fault: FaultRequest, hidden: boolean, sharedId?: string) =>
  new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sharedId ? { [FAULT_ID_HEADER]: sharedId } : {}),
      ...(hidden ? { [FAULT_HIDDEN_HEADER]: '1' } : {}),
    },
    body: JSON.stringify(fault),
  });

/**
 * Starts a fault on each service that keeps it (`url` is the faults path). A fault kept by
 * several starts on all of them or, if one refuses, on none: the copies that started are
 * cleared, and the refusal is the answer.
 */
export async function startOnKeepers(
  env: GatewayBindings,
  url: string,
  fault: FaultRequest,
  { hidden = false }: { hidden?: boolean } = {},
) {
  const keepers = faultKeepers(fault.target, fault.type);
  const [only] = keepers;
  if (keepers.length === 1 && only) return forward(env, only, startRequest(url, fault, hidden));
  const id = newFaultId(fault.target, fault.type);
  const answers = await Promise.all(
    keepers.map((service) => forward(env, service, startRequest(url, fault, hidden, id))),
  );
  const refused = answers.find((answer) => answer.status !== 201);
  if (refused) {
    await clearOnKeepers(env, `${url}/${id}`, id);
    return refused;
  }
  const [started] = answers;
  return (
    started ??
    Response.json(errorEnvelope(`No service keeps ${fault.type} faults`), { status: 500 })
  );
}

/** Clears a fault on each service that keeps it (`url` names it): 200 when one of them had it. */
export async function clearOnKeepers(env: GatewayBindings, url: string, id: string) {
  const answers = await Promise.all(
    keepersOfFaultId(id).map((service) =>
      forward(env, service, new Request(url, { method: 'DELETE' })),
    ),
  );
  return answers.find((answer) => answer.status === 200) ?? answers[0];
}

/**
 * Clears the active fault of `fault`'s target and type wherever it is kept (a drill's: a drill
 * never shows its fault's id). Nothing to clear is no error: it may have expired.
 */
export async function clearFaultOf(
  env: GatewayBindings,
  fault: RevealedFault,
  origin: string,
): Promise<void> {
  const [keeper] = faultKeepers(fault.target, fault.type);
  if (!keeper) return;
  const kept = await faultsKeptBy(env, keeper, origin);
  const active = kept?.find((item) => item.target === fault.target && item.type === fault.type);
  if (!active) return;
  await clearOnKeepers(
    env,
    `${origin}${LAB_FAULTS_PATH}/${encodeURIComponent(active.id)}`,
    active.id,
  );
}
