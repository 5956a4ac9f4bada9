// What 'Complete Module' answers: that the module is complete, what its percentage counted, and
// where to go next (lib/next-module.ts).
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { learnModulePath, ROUTES } from '@/config/routes';
import { useCompleteModuleIds } from '../hooks/use-module-progress';
import {
  ALL_MODULES_COMPLETE,
  BACK_TO_HUB,
  LAB_EXERCISE_TO_FINISH,
  LAST_SECTION_COMPLETE,
  MODULE_COMPLETE,
  moduleCountedText,
  NEXT_MODULE_NO_PREREQUISITES,
  NEXT_MODULE_READY,
  NEXT_MODULE_UNFINISHED,
  nextModuleText,
  OTHER_MODULES_COMPLETE,
} from '../lib/learn-text';
import { MODULE_SUMMARIES } from '../lib/modules';
import { nextModule, type NextModule } from '../lib/next-module';
import { tallyPercent, type ModuleTally } from '../lib/progress';
import { ProgressTally } from './progress-badge';

export function ModuleCompleteNotice({
  moduleId,
  tally,
}: {
  moduleId: string;
  tally: ModuleTally;
}) {
  const completeIds = useCompleteModuleIds();
  const next = nextModule(MODULE_SUMMARIES, moduleId, (id) => completeIds.includes(id));
  // 'Module complete' only when it is: otherwise the notice says what was completed.
  const title = tallyPercent(tally) >= 100 ? MODULE_COMPLETE : LAST_SECTION_COMPLETE;
  return (
    <Alert
      role="status"
      color="green"
      title={title}
      icon={<IconTrophy aria-hidden />}
      mt="lg"
      data-testid="module-complete"
    >
      <Stack gap="xs">
        <Text size="sm">{moduleCountedText(tallyPercent(tally))}</Text>
        <ProgressTally tally={tally} />
        {tally.labsDone < tally.labCount ? <Text size="sm">{LAB_EXERCISE_TO_FINISH}</Text> : null}
        {next ? (
          <Text size="sm">
            <Anchor component={Link} to={learnModulePath(next.module.id)} fw={600}>
              {nextModuleText(next.module.title)}
            </Anchor>{' '}
            {nextReason(next)}
          </Text>
        ) : (
          <Text size="sm">
            {completeIds.includes(moduleId) ? ALL_MODULES_COMPLETE : OTHER_MODULES_COMPLETE}{' '}
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
