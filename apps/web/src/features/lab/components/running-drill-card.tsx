import { Button, Text } from '@mantine/core';
import type { Drill } from '@repo/contracts/lab-drills';
import { useEffect } from 'react';
import { PageSection } from '@/components/ui/page-section';
import { formatDuration } from '@/lib/format';
import { useGiveUpDrill } from '../hooks/use-give-up-drill';
import { useNow } from '../hooks/use-now';
import { recordDrillSeen } from '../lib/drill-history';
import { COUNTDOWN_TICK_MS } from '../lib/constants';
import { DRILL_RUNNING_TEXT, drillProgressLine, GIVE_UP_LABEL } from '../lib/drill-constants';
import type { DrillAnswer } from './drill-answer';
import { DrillDiagnosisForm } from './drill-diagnosis-form';
import { DrillError } from './drill-error';

interface RunningDrillCardProps {
  drill: Drill;
  onAnswer: (answer: DrillAnswer) => void;
}

/** The running drill: how long it has run, the diagnosis form and Give up. */
export function RunningDrillCard({ drill, onAnswer }: RunningDrillCardProps) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const giveUp = useGiveUpDrill((fault) => onAnswer({ kind: 'given up', fault }));
  const elapsed = formatDuration((now - Date.parse(drill.startedAt)) / 1000);
  const left = formatDuration((Date.parse(drill.expiresAt) - now) / 1000);
  // A drill started elsewhere (another tab, the API) joins this browser's history too.
  useEffect(() => recordDrillSeen(drill), [drill]);
  return (
    <PageSection
      title={DRILL_RUNNING_TEXT}
      aside={
        <Button
          variant="default"
          size="compact-sm"
          loading={giveUp.isPending}
          onClick={() => giveUp.giveUp(drill.id)}
        >
          {GIVE_UP_LABEL}
        </Button>
      }
      mb="md"
    >
      <Text size="sm">{drillProgressLine(drill.level, elapsed, left)}</Text>
      <DrillError message={giveUp.isError ? giveUp.error.message : null} />
      <DrillDiagnosisForm drill={drill} onAnswer={onAnswer} />
    </PageSection>
  );
}
