// Features never import each other, so the services page gets the lab's system map, fault
// switches and load generator from here.
import { FaultSwitches } from '@/features/lab/components/fault-switches';
import { SystemMap } from '@/features/lab/components/system-map';
import { GenerateLoadCard } from '@/features/load-generator/components/generate-load-card';
import { ServicesPage } from '@/features/services/components/services-page';

export function ServicesRoute() {
  return (
    <ServicesPage
      systemMap={<SystemMap />}
      faultSwitches={<FaultSwitches />}
      loadGenerator={<GenerateLoadCard />}
    />
  );
}
