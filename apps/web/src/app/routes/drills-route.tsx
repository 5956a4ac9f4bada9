// Features never import each other, so the Drills page gets the load generator's background
// uploads from here.
import { DrillsPage } from '@/features/lab/components/drills-page';
import { BackgroundLoad } from '@/features/load-generator/components/background-load';

const backgroundLoad = (active: boolean) => <BackgroundLoad active={active} />;

export function DrillsRoute() {
  return <DrillsPage backgroundLoad={backgroundLoad} />;
}
