import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import { giveUpDrill, useDrillCall } from '../api/drills';
import { faultName } from '../lib/drill-constants';
import { recordDrillGivenUp } from '../lib/drill-history';
import { useLabAdminToken } from './use-lab-admin-token';

/** Give up (the banner's and the Drills page's): the fault revealed, and kept in the history. */
export function useGiveUpDrill(onGivenUp?: (fault: RevealedFault) => void) {
  const { token } = useLabAdminToken();
  const call = useDrillCall((id: string) => giveUpDrill(id, token));
  return {
    ...call,
    giveUp: (id: string) =>
      call.mutate(id, {
        onSuccess: (fault) => {
          recordDrillGivenUp(id, faultName(fault), Date.now());
          onGivenUp?.(fault);
        },
      }),
  };
}
