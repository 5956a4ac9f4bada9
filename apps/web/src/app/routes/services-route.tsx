// Features never import each other, so the services page gets the lab's fault switches from here.
import { FaultSwitches } from '@/features/lab/components/fault-switches';
import { ServicesPage } from '@/features/services/components/services-page';

export function ServicesRoute() {
  return <ServicesPage faultSwitches={<FaultSwitches />} />;
}
