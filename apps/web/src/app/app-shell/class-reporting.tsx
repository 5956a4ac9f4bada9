// A class member's app tells their class what the learner does (docs/classes.md#what-is-recorded):
// where they are (the module page on screen, or the lab exercise they are doing), each module's
// tally by the app's own progress rule, the lab exercises passed, and each Check's answer; and
// every lab panel gets the member's hand. Features never import each other, so the lessons' and
// the classes' parts meet here. Outside a class it renders its children alone.
import type { MemberReport } from '@repo/contracts/classes';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { LabExtrasContext, type LabExtras } from '@/components/lab-extras';
import { ROUTES, SECTION_PARAM } from '@/config/routes';
import { useStoredValue } from '@/hooks/use-stored-value';
import { HandButton } from '@/features/classes/components/hand-button';
import { tellCheck, useClassReporter } from '@/features/classes/hooks/use-class-reporter';
import { membershipStore } from '@/features/classes/lib/membership';
import { useLearningModule } from '@/features/learn/hooks/use-learning-module';
import { activeLabStore, type ActiveLab } from '@/features/learn/lab/active-lab';
import { labProgressStore } from '@/features/learn/lab/lab-progress';
import { findModule, MODULE_SUMMARIES } from '@/features/learn/lib/modules';
import { moduleTally, progressStore } from '@/features/learn/lib/progress';

const stores = [labProgressStore, ...MODULE_SUMMARIES.map(({ id }) => progressStore(id))];

function subscribe(onChange: () => void) {
  const unsubscribes = stores.map((store) => store.subscribe(onChange));
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/** Each module begun, by the app's rule, and the exercises passed: as one string, stable. */
function workSnapshot(): string {
  const lab = labProgressStore.get();
  const isDone = (id: string) => lab[id]?.doneAt !== undefined;
  const modules = MODULE_SUMMARIES.flatMap((summary) => {
    const progress = progressStore(summary.id).get();
    const tally = moduleTally(summary.sections, progress, isDone);
    const begun = tally.sectionsDone + tally.labsDone > 0 || progress.currentSection > 0;
    return begun ? [{ moduleId: summary.id, ...tally }] : [];
  });
  const labsPassed = Object.keys(lab).filter(isDone);
  return JSON.stringify({ modules, labsPassed });
}

/** The module and section on screen, else the lab exercise's; its step from the active lab. */
function useLocationReport(active: ActiveLab | null): MemberReport['location'] {
  const { pathname, search } = useLocation();
  const onModule = matchPath(ROUTES.learnModule, pathname)?.params.moduleId;
  const moduleId = onModule ?? active?.moduleId;
  const summary = moduleId === undefined ? undefined : findModule(moduleId);
  const labModule = useLearningModule(active?.moduleId ?? '', active !== null);
  if (!summary) return null;
  const requested = onModule ? new URLSearchParams(search).get(SECTION_PARAM) : null;
  const byLab = summary.sections.findIndex(
    ({ labExerciseId }) => labExerciseId === active?.exerciseId,
  );
  const byUrl = summary.sections.findIndex(({ id }) => id === requested);
  const section =
    byUrl >= 0 ? byUrl : onModule ? progressStore(summary.id).get().currentSection : byLab;
  const steps = labModule.data?.sections.find(({ lab }) => lab?.id === active?.exerciseId)?.lab
    ?.steps;
  const index = Math.max(0, Math.min(section, summary.sections.length - 1));
  return {
    moduleId: summary.id,
    section: index,
    sectionTitle: summary.sections[index]?.title ?? '',
    lab:
      active && steps
        ? { exerciseId: active.exerciseId, step: active.step, steps: steps.length }
        : null,
  };
}

function Reporting({ code, children }: { code: string; children: ReactNode }) {
  const [active] = useStoredValue(activeLabStore);
  const work = useSyncExternalStore(subscribe, workSnapshot, workSnapshot);
  const location = useLocationReport(active);
  const report = useMemo<MemberReport>(
    () => ({ location, ...(JSON.parse(work) as Omit<MemberReport, 'location'>) }),
    [location, work],
  );
  useClassReporter(code, report);
  const extras = useMemo<LabExtras>(
    () => ({
      actions: <HandButton code={code} />,
      onCheck: (exerciseId, passed) => tellCheck(code, exerciseId, passed),
    }),
    [code],
  );
  return <LabExtrasContext.Provider value={extras}>{children}</LabExtrasContext.Provider>;
}

export function ClassReporting({ children }: { children: ReactNode }) {
  const [membership] = useStoredValue(membershipStore);
  if (!membership) return <>{children}</>;
  return <Reporting code={membership.code}>{children}</Reporting>;
}
