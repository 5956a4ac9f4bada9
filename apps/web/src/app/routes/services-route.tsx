// Features never import each other, so the services page gets the lab's system map, fault
// switches and load generator from here.
import { lazy } from 'react';
import { AfterPaint } from '@/components/ui/after-paint';
import { SystemMap } from '@/features/lab/components/system-map';
import { ServicesPage } from '@/features/services/components/services-page';

// Below the map, out of sight on arrival: in chunks of their own, asked for once the page has
// painted, they stay out of its first render. A link to the switches (`#fault-switches`) waits
// for them (app-shell/use-page-scroll.ts).
const FaultSwitches = lazy(() =>
  import('@/features/lab/components/fault-switches').then((m) => ({ default: m.FaultSwitches })),
);
const GenerateLoadCard = lazy(() =>
  import('@/features/load-generator/components/generate-load-card').then((m) => ({
    default: m.GenerateLoadCard,
  })),
);

export function ServicesRoute() {
  return (
    <ServicesPage
      systemMap={<SystemMap />}
      faultSwitches={
        <AfterPaint>
          <FaultSwitches />
        </AfterPaint>
      }
      loadGenerator={
        <AfterPaint>
          <GenerateLoadCard />
        </AfterPaint>
      }
    />
  );
}
