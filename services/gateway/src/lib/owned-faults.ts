import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { faultOwner, ownedFaultsSchema, type Fault } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import type { ServiceId } from '@repo/contracts/services';
import type { GatewayBindings } from '../env';
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

/**
 * Clears the active fault of `fault`'s target and type on the service that keeps it (a drill's:
 * a drill never shows its fault's id). Nothing to clear is no error: it may have expired.
 */
export async function clearFaultOf(
  env: GatewayBindings,
  fault: RevealedFault,
  origin: string,
): Promise<void> {
  const owner = faultOwner(fault.target, fault.type);
  const kept = await faultsKeptBy(env, owner, origin);
  const active = kept?.find((item) => item.target === fault.target && item.type === fault.type);
  if (!active) return;
  const path = `${origin}${LAB_FAULTS_PATH}/${encodeURIComponent(active.id)}`;
  await reachService(env, owner, new Request(path, { method: 'DELETE' }));
}
