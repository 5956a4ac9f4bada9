// The docked lab panel's content: the active exercise's title, its steps with the current one
// marked and their links, Check with its answer in place, a way back to the lesson, and the
// two ways out ('Done' once Check passed, 'Stop exercise' at any time). Folded, it is one line.
import { ActionIcon, Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFlask } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLabExtras } from '@/components/lab-extras';
import { learnSectionPath } from '@/config/routes';
import type { LabExercise } from '../lib/module-schema';
import { updateActiveLab, stopActiveLab, type ActiveLab } from './active-lab';
import { CheckAnswer } from './check-answer';
import { LabSteps } from './lab-steps';
import {
  CHECK_LABEL,
  COLLAPSE_PANEL_LABEL,
  EXPAND_PANEL_LABEL,
  FINISH_EXERCISE_LABEL,
  OPEN_LESSON_LABEL,
  stepOfText,
  STOP_EXERCISE_LABEL,
} from './lab-text';
import classes from './lab-dock.module.css';
import { useLabExercise } from './use-lab-exercise';

interface LabPanelProps {
  exercise: LabExercise;
  sectionId: string;
  active: ActiveLab;
  /** In the bottom sheet: following a step's link folds the panel, so the page shows. */
  foldOnFollow?: boolean;
}

export function LabPanel({ exercise, sectionId, active, foldOnFollow = false }: LabPanelProps) {
  const { saved, check, runCheck } = useLabExercise(exercise, active.moduleId);
  const extras = useLabExtras();
  const done = saved?.doneAt !== undefined;
  const toggle = () => updateActiveLab(exercise.id, { collapsed: !active.collapsed });
  const header = (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconFlask size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} miw={0}>
          <Title order={2} size="h6" lineClamp={active.collapsed ? 1 : 4}>
            {exercise.title}
          </Title>
          {active.collapsed ? (
            <Text size="xs" c="dimmed">
              {stepOfText(active.step, exercise.steps.length)}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={toggle}
        aria-label={active.collapsed ? EXPAND_PANEL_LABEL : COLLAPSE_PANEL_LABEL}
        aria-expanded={!active.collapsed}
      >
        {active.collapsed ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
      </ActionIcon>
    </Group>
  );
  if (active.collapsed) return header;

  return (
    <Stack gap="sm" className={classes.panel}>
      {header}
      <Anchor component={Link} size="sm" to={learnSectionPath(active.moduleId, sectionId)}>
        {OPEN_LESSON_LABEL}
      </Anchor>
      <Box className={classes.steps}>
        <LabSteps
          steps={exercise.steps}
          current={active.step}
          onStep={(step) => updateActiveLab(exercise.id, { step })}
          {...(foldOnFollow
            ? {
                onFollow: (step: number) => updateActiveLab(exercise.id, { step, collapsed: true }),
              }
            : {})}
          scrollToCurrent
        />
      </Box>
      {/* Check and its answer stay in view at the panel's foot, under the steps. */}
      <Stack gap="xs" className={classes.actions}>
        <Group gap="xs">
          <Button
            size="sm"
            onClick={() => void runCheck()}
            loading={check.status === 'checking'}
            disabled={!saved}
          >
            {CHECK_LABEL}
          </Button>
          {done ? (
            <Button size="sm" color="green" onClick={stopActiveLab}>
              {FINISH_EXERCISE_LABEL}
            </Button>
          ) : null}
          <Button size="sm" variant="default" onClick={stopActiveLab}>
            {STOP_EXERCISE_LABEL}
          </Button>
          {extras.actions}
        </Group>
        <CheckAnswer
          check={check}
          doneMessage={check.status === 'idle' ? saved?.doneMessage : undefined}
        />
      </Stack>
    </Stack>
  );
}
