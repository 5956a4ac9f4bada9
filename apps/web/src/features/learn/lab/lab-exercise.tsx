// An 'In the Lab' exercise: what to do on the running system, step by step, a 'Start exercise'
// button that records the starting point, and 'Check', which reads the live API to tell whether
// the learner did it, and marks the exercise done.
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFlask } from '@tabler/icons-react';
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
  STEPS_HEADING,
} from './lab-text';
import { useLabExercise, type CheckState } from './use-lab-exercise';

const ICON_SIZE = 16;

export function LabExercise({ exercise }: { exercise: LabExerciseSpec }) {
  const { saved, starting, check, start, runCheck } = useLabExercise(exercise);
  const done = saved?.doneAt !== undefined;
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
        <Text fw={600}>{STEPS_HEADING}</Text>
        <List type="ordered" spacing="xs">
          {exercise.steps.map((step) => (
            <List.Item key={step}>
              <Markdown>{step}</Markdown>
            </List.Item>
          ))}
        </List>
        {exercise.code ? (
          <Stack gap="xs">
            <Markdown>{exercise.code.explanation}</Markdown>
            <Playground initialCode={exercise.code.code} />
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

function CheckAnswer({
  check,
  doneMessage,
}: {
  check: CheckState;
  doneMessage: string | undefined;
}) {
  if (check.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={ICON_SIZE} />}>
        {check.message}
      </Alert>
    );
  }
  const result =
    check.status === 'answered'
      ? check.result
      : doneMessage !== undefined
        ? { done: true, message: doneMessage }
        : null;
  if (!result) return null;
  return (
    <Alert
      color={result.done ? 'green' : 'yellow'}
      variant="light"
      role="status"
      icon={
        result.done ? <IconCircleCheck size={ICON_SIZE} /> : <IconAlertCircle size={ICON_SIZE} />
      }
    >
      {result.message}
    </Alert>
  );
}
