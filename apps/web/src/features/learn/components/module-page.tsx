import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES, SECTION_PARAM } from '@/config/routes';
import { usePageTitle } from '@/hooks/use-page-title';
import { useModuleTally } from '../hooks/use-module-progress';
import {
  BACK_TO_HUB,
  MODULE_NOT_FOUND,
  MODULE_NOT_FOUND_DETAIL,
  SECTION_NOT_FOUND,
} from '../lib/learn-text';
import type { ModuleSummary } from '../lib/module-summary';
import { findModule } from '../lib/modules';
import { useLearningModule } from '../hooks/use-learning-module';
import { currentSectionIndex, goToSection, isSectionComplete } from '../lib/progress';
import { ModuleBreadcrumbs } from './module-breadcrumbs';
import { ModuleCompleteNotice } from './module-complete-notice';
import { ModuleHeader } from './module-header';
import { SectionLoadError, SectionPlaceholder } from './section-loading';
import { SectionNav } from './section-nav';
import { SectionTabs } from './section-tabs';
import { SectionView } from './section-view';

export function ModulePage() {
  const { moduleId = '' } = useParams();
  const learningModule = findModule(moduleId);
  usePageTitle(learningModule?.title ?? MODULE_NOT_FOUND);

  if (!learningModule) {
    return (
      <>
        <ModuleBreadcrumbs current={moduleId} />
        <PageHeader title={MODULE_NOT_FOUND} description={MODULE_NOT_FOUND_DETAIL} />
        <Anchor component={Link} to={ROUTES.learn}>
          {BACK_TO_HUB}
        </Anchor>
      </>
    );
  }
  // A fresh page per module, so nothing of one module's state leaks into the next.
  return <ModuleLesson key={learningModule.id} summary={learningModule} />;
}

/**
 * The header, the tabs and the address come from the module's summary at once; the current
 * section's content from the module's own chunk, loaded meanwhile. Every section has its own
 * address (`?section={sectionId}`): a move pushes it, so Back returns to the section left.
 */
function ModuleLesson({ summary }: { summary: ModuleSummary }) {
  const { sections } = summary;
  const count = sections.length;
  const { progress, setProgress, tally } = useModuleTally(summary);
  // 'Complete Module''s notice: shown on the section it was pressed on, until the learner moves.
  const [noticeOn, setNoticeOn] = useState<string | null>(null);
  const loaded = useLearningModule(summary.id);
  // An unknown id shows 'Section not found'; no id, the section the learner last left.
  const [params, setParams] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const current =
    requested === null
      ? currentSectionIndex(progress, count)
      : sections.findIndex((section) => section.id === requested);
  const section = current >= 0 ? sections[current] : undefined;
  const content = section ? loaded.data?.sections[current] : undefined;

  // The address names the section shown, and the section shown is where the learner is.
  useEffect(() => {
    if (!section) return;
    if (requested === null) setParams({ [SECTION_PARAM]: section.id }, { replace: true });
    if (progress.currentSection !== current) setProgress(goToSection(progress, current, count));
  }, [section, requested, current, count, progress, setProgress, setParams]);

  const move = (index: number) => {
    const target = sections[index];
    if (!target) return;
    setParams({ [SECTION_PARAM]: target.id });
    window.scrollTo({ top: 0 });
  };
  const isDone = (index: number) => isSectionComplete(progress, index);

  let panel = null;
  if (content) panel = <SectionView section={content} done={isDone(current)} />;
  else if (section && loaded.isError) panel = <SectionLoadError error={loaded.error} />;
  else if (section) panel = <SectionPlaceholder />;

  return (
    <>
      <ModuleBreadcrumbs current={summary.title} />
      <ModuleHeader learningModule={summary} tally={tally} />
      <SectionTabs
        sections={sections}
        current={section ? current : undefined}
        isComplete={isDone}
        onSelect={move}
      >
        {panel}
      </SectionTabs>
      {!section ? (
        <Stack align="flex-start" mt="lg" role="alert">
          <Text fw={600}>{SECTION_NOT_FOUND}</Text>
          <Button variant="default" onClick={() => move(0)}>
            Go to Section 1
          </Button>
        </Stack>
      ) : content ? (
        <SectionNav
          index={current}
          sectionCount={count}
          onPrevious={() => move(current - 1)}
          onNext={() => move(current + 1)}
          onComplete={() => setNoticeOn(section.id)}
        />
      ) : null}
      {section && noticeOn === section.id ? (
        <ModuleCompleteNotice summary={summary} tally={tally} isSectionDone={isDone} />
      ) : null}
    </>
  );
}
