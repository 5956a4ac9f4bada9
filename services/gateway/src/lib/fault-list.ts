// The lab's active faults as the caller's session sees them (GET /api/lab/faults, and the
// projector's view of a member's lab): each service keeps the faults that act on it, and a
// running drill's fault stays hidden, the list naming the drill instead.
import type { Fault, FaultList } from '@repo/contracts/lab-faults';
import { SERVICE_IDS } from '@repo/contracts/services';
import type { GatewayBindings } from '../env';
import { faultAccess } from '../middleware/lab-access';
import { publicDrill, runningDrill } from './drill-faults';
import { faultsKeptBy } from './owned-faults';

export async function listFaults(env: GatewayBindings, origin: string): Promise<FaultList> {
  const [drill, ...lists] = await Promise.all([
    runningDrill(env, origin),
    ...SERVICE_IDS.map((service) => faultsKeptBy(env, service, origin)),
  ]);
  // A fault several services keep is listed once.
  const byId = new Map<string, Fault>();
  for (const fault of lists.flatMap((list) => list ?? [])) {
    if (!byId.has(fault.id)) byId.set(fault.id, fault);
  }
  const items = [...byId.values()]
    .filter((fault) => !drill || fault.target !== drill.target || fault.type !== drill.type)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  return {
    items,
    access: faultAccess(env),
    unreachable: SERVICE_IDS.filter((_, index) => lists[index] === undefined),
    drill: drill ? publicDrill(drill) : null,
  };
}
