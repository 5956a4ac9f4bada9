import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/config/routes';
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
import {
  completeModule,
  currentSectionIndex,
  goToSection,
  isSectionComplete,
  nextSection,
  previousSection,
  tabToSection,
  type ModuleProgress,
} from '../lib/progress';
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

const SECTION_PARAM = 'section';

/**
 * The header, the tabs and the address come from the module's summary at once; the current
 * section's content from the module's own chunk, loaded meanwhile.
 */
function ModuleLesson({ summary }: { summary: ModuleSummary }) {
  const { sections } = summary;
  const count = sections.length;
  const { progress, setProgress, tally } = useModuleTally(summary);
  // Shown after 'Complete Module' until the learner moves to another section.
  const [completed, setCompleted] = useState(false);
  const loaded = useLearningModule(summary.id);
  // `?section={sectionId}` links straight to a section; an unknown id shows 'Section not found'.
  const [params, setParams] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const requestedIndex =
    requested === null ? undefined : sections.findIndex((section) => section.id === requested);
  const current =
    requestedIndex === undefined ? currentSectionIndex(progress, count) : requestedIndex;
  const section = current >= 0 ? sections[current] : undefined;
  const content = section ? loaded.data?.sections[current] : undefined;

  // Once shown, a linked section becomes the current one and the address goes back to plain.
  useEffect(() => {
    if (requestedIndex === undefined || requestedIndex < 0) return;
    setProgress(goToSection(progress, requestedIndex));
    setParams({}, { replace: true });
  }, [requestedIndex, progress, setProgress, setParams]);

  const move = (next: ModuleProgress) => {
    setProgress(next);
    setCompleted(false);
    if (requested !== null) setParams({}, { replace: true });
    window.scrollTo({ top: 0 });
  };
  const from = { ...progress, currentSection: Math.max(0, current) };

  let panel = null;
  if (content) panel = <SectionView section={content} />;
  else if (section && loaded.isError) panel = <SectionLoadError error={loaded.error} />;
  else if (section) panel = <SectionPlaceholder />;

  return (
    <>
      <ModuleBreadcrumbs current={summary.title} />
      <ModuleHeader learningModule={summary} tally={tally} />
      <SectionTabs
        sections={sections}
        current={section ? current : undefined}
        isComplete={(index) => isSectionComplete(progress, index)}
        onSelect={(index) => move(tabToSection(from, index))}
      >
        {panel}
      </SectionTabs>
      {!section ? (
        <Stack align="flex-start" mt="lg" role="alert">
          <Text fw={600}>{SECTION_NOT_FOUND}</Text>
          <Button variant="default" onClick={() => move(goToSection(progress, 0))}>
            Go to Section 1
          </Button>
        </Stack>
      ) : content ? (
        <SectionNav
          index={current}
          sectionCount={count}
          onPrevious={() => move(previousSection(from, count))}
          onNext={() => move(nextSection(from, count))}
          onComplete={() => {
            setProgress(completeModule(from, count));
            setCompleted(true);
          }}
        />
      ) : null}
      {completed && section ? <ModuleCompleteNotice moduleId={summary.id} tally={tally} /> : null}
    </>
  );
}
