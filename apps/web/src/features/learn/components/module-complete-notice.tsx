// What 'Complete Module' answers, right where it was pressed: whether the module is complete,
// what its percentage counted, what is still to do (each section a link), and where to go next
// (lib/next-module.ts).
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { learnModulePath, learnSectionPath, ROUTES } from '@/config/routes';
import { useCompleteModuleIds } from '../hooks/use-module-progress';
import { SHEET_HEIGHT_VARIABLE } from '../lab/use-docked-lab';
import {
  ALL_MODULES_COMPLETE,
  BACK_TO_HUB,
  labsToFinishText,
  MODULE_COMPLETE,
  MODULE_NOT_COMPLETE,
  moduleCountedText,
  NEXT_MODULE_NO_PREREQUISITES,
  NEXT_MODULE_READY,
  NEXT_MODULE_UNFINISHED,
  nextModuleText,
  OTHER_MODULES_COMPLETE,
  SECTIONS_TO_DO,
  sectionToDoText,
} from '../lib/learn-text';
import type { ModuleSummary } from '../lib/module-summary';
import { MODULE_SUMMARIES } from '../lib/modules';
import { nextModule, type NextModule } from '../lib/next-module';
import { tallyPercent, type ModuleTally } from '../lib/progress';
import { sectionRule } from '../lib/section-rule';
import { ProgressTally } from './progress-badge';

export function ModuleCompleteNotice({
  summary,
  tally,
  isSectionDone,
}: {
  summary: ModuleSummary;
  tally: ModuleTally;
  isSectionDone: (index: number) => boolean;
}) {
  const completeIds = useCompleteModuleIds();
  const next = nextModule(MODULE_SUMMARIES, summary.id, (id) => completeIds.includes(id));
  const complete = tallyPercent(tally) >= 100;
  const toDo = summary.sections.flatMap((section, index) =>
    isSectionDone(index) ? [] : [{ section, index }],
  );
  // Shown beside the button that asked for it, even at the foot of a long page or above the
  // phone's lab sheet.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Alert
      ref={notice}
      role="status"
      color={complete ? 'green' : 'blue'}
      title={complete ? MODULE_COMPLETE : MODULE_NOT_COMPLETE}
      icon={complete ? <IconTrophy aria-hidden /> : <IconInfoCircle aria-hidden />}
      mt="md"
      style={{ scrollMarginBottom: `calc(var(${SHEET_HEIGHT_VARIABLE}, 0px) + 1rem)` }}
      data-testid="module-complete"
    >
      <Stack gap="xs">
        <Text size="sm">{moduleCountedText(tallyPercent(tally))}</Text>
        <ProgressTally tally={tally} />
        {toDo.length > 0 ? (
          <>
            <Text size="sm">{SECTIONS_TO_DO}</Text>
            <List size="sm" spacing={2}>
              {toDo.map(({ section, index }) => (
                <List.Item key={section.id}>
                  <Anchor component={Link} to={learnSectionPath(summary.id, section.id)}>
                    {sectionToDoText(index, section.title, sectionRule(section))}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        {tally.labsDone < tally.labCount ? (
          <Text size="sm">{labsToFinishText(tally.labCount - tally.labsDone)}</Text>
        ) : null}
        {next ? (
          <Text size="sm">
            <Anchor component={Link} to={learnModulePath(next.module.id)} fw={600}>
              {nextModuleText(next.module.title)}
            </Anchor>{' '}
            {nextReason(next)}
          </Text>
        ) : (
          <Text size="sm">
            {completeIds.includes(summary.id) ? ALL_MODULES_COMPLETE : OTHER_MODULES_COMPLETE}{' '}
            <Anchor component={Link} to={ROUTES.learn} fw={600}>
              {BACK_TO_HUB}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function nextReason({ module, ready }: NextModule): string {
  if (!ready) return NEXT_MODULE_UNFINISHED;
  return module.prerequisites.length > 0 ? NEXT_MODULE_READY : NEXT_MODULE_NO_PREREQUISITES;
}
