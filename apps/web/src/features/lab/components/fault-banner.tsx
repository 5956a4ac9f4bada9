import { Alert, Stack } from '@mantine/core';
import type { Drill } from '@repo/contracts/lab-drills';
import type { Fault } from '@repo/contracts/lab-faults';
import { IconFlask } from '@tabler/icons-react';
import { BARE_LIST } from '@/components/ui/bare-list';
import { useFaults } from '../api/get-faults';
import { useNow } from '../hooks/use-now';
import { COUNTDOWN_TICK_MS, FAULT_BANNER_LABEL } from '../lib/constants';
import { secondsLeft } from '../lib/fault-text';
import { DrillBannerRow } from './drill-banner-row';
import { FaultRow } from './fault-row';

/**
 * The faults active right now, on every page, each with its countdown and a Clear button, and
 * the running drill (its fault hidden) with Give up. Renders nothing while there are none or
 * the list cannot be had: it must never break a page.
 */
export function FaultBanner() {
  const { data, isError } = useFaults();
  if (isError || data === undefined || (data.items.length === 0 && data.drill === null)) {
    return null;
  }
  return <ActiveFaults faults={data.items} drill={data.drill} />;
}

function ActiveFaults({ faults, drill }: { faults: readonly Fault[]; drill: Drill | null }) {
  const now = useNow(COUNTDOWN_TICK_MS);
  // A fault that has run out leaves at once, not at the next poll.
  const active = faults.flatMap((fault) => {
    const seconds = secondsLeft(fault.expiresAt, now);
    return seconds > 0 ? [{ fault, seconds }] : [];
  });
  const drillRuns = drill !== null && Date.parse(drill.expiresAt) > now;
  if (active.length === 0 && !drillRuns) return null;

  return (
    // A region, not Alert's default role="alert": an alert would read out every tick.
    <Alert
      role="region"
      aria-label={FAULT_BANNER_LABEL}
      title={FAULT_BANNER_LABEL}
      color="orange"
      variant="light"
      icon={<IconFlask aria-hidden />}
      mb="md"
    >
      <Stack {...BARE_LIST} gap="xs">
        {drillRuns ? <DrillBannerRow drill={drill} now={now} /> : null}
        {active.map(({ fault, seconds }) => (
          <FaultRow key={fault.id} fault={fault} secondsLeft={seconds} />
        ))}
      </Stack>
    </Alert>
  );
}
