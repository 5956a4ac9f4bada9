import { useState, type ReactNode } from 'react';
import { FailureAlert } from '@/components/ui/failure-alert';
import { LoadingNote } from '@/components/ui/loading-note';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useFaults } from '../api/get-faults';
import {
  DRILL_LOADING,
  DRILL_STATE_FAILED,
  DRILLS_PAGE_DESCRIPTION,
  DRILLS_PAGE_TITLE,
} from '../lib/drill-constants';
import { DrillAnswerAlert, type DrillAnswer } from './drill-answer';
import { DrillHistoryList } from './drill-history-list';
import { DrillStartCard } from './drill-start-card';
import { RunningDrillCard } from './running-drill-card';

interface DrillsPageProps {
  /**
   * Background traffic for a drill whose fault acts on messages, while `active`; app/ passes
   * the load generator's in.
   */
  backgroundLoad?: (active: boolean) => ReactNode;
}

/**
 * The Drills page (docs/lab.md#drills): start a drill, answer what broke, give it up, and the
 * learner's past drills. The running drill comes from the fault list, which names it.
 */
export function DrillsPage({ backgroundLoad }: DrillsPageProps = {}) {
  usePageTitle(DRILLS_PAGE_TITLE);
  const faults = useFaults();
  const [answer, setAnswer] = useState<DrillAnswer | null>(null);
  const drill = faults.data?.drill ?? null;

  function body() {
    if (faults.isPending) return <LoadingNote text={DRILL_LOADING} />;
    if (faults.isError) {
      return (
        <FailureAlert
          title={DRILL_STATE_FAILED}
          error={faults.error}
          onRetry={() => void faults.refetch()}
          retrying={faults.isFetching}
        />
      );
    }
    if (drill === null) {
      return <DrillStartCard access={faults.data.access} onStarted={() => setAnswer(null)} />;
    }
    return <RunningDrillCard key={drill.id} drill={drill} onAnswer={setAnswer} />;
  }

  return (
    <>
      <PageHeader title={DRILLS_PAGE_TITLE} description={DRILLS_PAGE_DESCRIPTION} />
      {answer === null ? null : <DrillAnswerAlert answer={answer} />}
      {body()}
      {backgroundLoad?.(drill?.level === 'hard')}
      <DrillHistoryList />
    </>
  );
}
