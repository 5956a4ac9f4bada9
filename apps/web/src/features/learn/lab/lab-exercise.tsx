// An 'In the Lab' exercise: what to do on the running system, step by step, a 'Start exercise'
// button that records the starting point, and 'Check', which reads the live API to tell whether
// the learner did it, and marks the exercise done.
import { Badge, Button, Group, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconFlask } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useLabExtras } from '@/components/lab-extras';
import { useStoredValue } from '@/hooks/use-stored-value';
import { Markdown } from '../markdown/markdown';
import type { LabExercise as LabExerciseSpec } from '../lib/module-schema';
import { Playground } from '../runners/playground';
import {
  CHECK_HEADING,
  CHECK_LABEL,
  DONE_BADGE,
  FILE_COUNT_UNREAD_TEXT,
  NOT_STARTED_TEXT,
  START_AGAIN_LABEL,
  START_EXERCISE_LABEL,
  startedAtText,
} from './lab-text';
import { activeLabStore, updateActiveLab } from './active-lab';
import { CheckAnswer } from './check-answer';
import { LabSteps } from './lab-steps';
import { useLabExercise } from './use-lab-exercise';

export function LabExercise({
  exercise,
  codeStorageKey,
}: {
  exercise: LabExerciseSpec;
  /** Where the learner's version of the exercise's example is kept (learner-code-store.ts). */
  codeStorageKey?: string | undefined;
}) {
  const { moduleId } = useParams();
  const { saved, starting, check, start, runCheck } = useLabExercise(exercise, moduleId);
  const extras = useLabExtras();
  const [activeLab] = useStoredValue(activeLabStore);
  const active = activeLab?.exerciseId === exercise.id ? activeLab : null;
  const done = saved?.doneAt !== undefined;
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? true;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <IconFlask size={20} aria-hidden />
            <Title order={4}>{exercise.title}</Title>
          </Group>
          {done ? (
            <Badge color="green" variant="filled" leftSection={<IconCircleCheck size={14} />}>
              {DONE_BADGE}
            </Badge>
          ) : null}
        </Group>
        <Markdown>{exercise.goal}</Markdown>
        <LabSteps
          steps={exercise.steps}
          current={active ? active.step : null}
          onStep={(step) => updateActiveLab(exercise.id, { step })}
          // Below the lab column's breakpoint the panel is a bottom sheet: arrive with it folded,
          // so the part the link opens is not under it.
          onFollow={(step) => updateActiveLab(exercise.id, { step, collapsed: !wide })}
        />
        {exercise.code ? (
          <Stack gap="xs">
            <Markdown>{exercise.code.explanation}</Markdown>
            <Playground initialCode={exercise.code.code} storageKey={codeStorageKey} />
          </Stack>
        ) : null}
        <Text fw={600}>{CHECK_HEADING}</Text>
        <Markdown>{exercise.checkExplanation}</Markdown>
        <Group>
          <Button variant="default" onClick={() => void start()} loading={starting}>
            {saved ? START_AGAIN_LABEL : START_EXERCISE_LABEL}
          </Button>
          <Button
            onClick={() => void runCheck()}
            loading={check.status === 'checking'}
            disabled={!saved || starting}
          >
            {CHECK_LABEL}
          </Button>
          {extras.actions}
        </Group>
        {saved ? (
          <Text size="sm" c="dimmed">
            {startedAtText(saved.startedAt)}
          </Text>
        ) : (
          <Text size="sm">{NOT_STARTED_TEXT}</Text>
        )}
        {saved && saved.fileCount === null && !starting ? (
          <Text size="sm">{FILE_COUNT_UNREAD_TEXT}</Text>
        ) : null}
        <CheckAnswer
          check={check}
          doneMessage={check.status === 'idle' ? saved?.doneMessage : undefined}
        />
      </Stack>
    </Paper>
  );
}
