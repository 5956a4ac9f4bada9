// Where the lab panel sits. Once an exercise is started it follows the learner to every page but
// its own lesson (which shows the whole exercise): on a wide screen, open, it is a column beside
// the page (the app shell's aside, which narrows the page, so it covers nothing); on a phone, or
// folded, it is a sheet at the bottom of the screen, and the page gets that much room below its
// end, so whatever a step asks for can always be scrolled into view above it.
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLearningModule } from '../hooks/use-learning-module';
import { clampStep, stopActiveLab, type ActiveLab } from './active-lab';
import { LabPanel } from './lab-panel';
import {
  exerciseMissingText,
  LAB_PANEL_LABEL,
  PANEL_LOADING_TEXT,
  panelLoadFailedText,
  STOP_EXERCISE_LABEL,
} from './lab-text';
import classes from './lab-dock.module.css';
import { SHEET_HEIGHT_VARIABLE } from './use-docked-lab';

function ActiveLabPanel({ active, inSheet }: { active: ActiveLab; inSheet: boolean }) {
  const learningModule = useLearningModule(active.moduleId);
  if (learningModule.isPending) return <Text size="sm">{PANEL_LOADING_TEXT}</Text>;
  if (learningModule.isError) return <PanelFailed reason={learningModule.error.message} />;
  const section = learningModule.data.sections.find(
    (candidate) => candidate.lab?.id === active.exerciseId,
  );
  if (!section?.lab) return <PanelFailed reason={exerciseMissingText(active.exerciseId)} />;
  const step = clampStep(active.step, section.lab.steps.length);
  return (
    <LabPanel
      exercise={section.lab}
      sectionId={section.id}
      active={{ ...active, step }}
      foldOnFollow={inSheet}
    />
  );
}

/** Why the exercise cannot be shown, and the way out of it. */
function PanelFailed({ reason }: { reason: string }) {
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm">{panelLoadFailedText(reason)}</Text>
      <Button size="xs" variant="default" onClick={stopActiveLab}>
        {STOP_EXERCISE_LABEL}
      </Button>
    </Group>
  );
}

/** The panel as a column beside the page (wide screens, open). */
export function LabColumn({ active }: { active: ActiveLab }) {
  return (
    <Box component="section" aria-label={LAB_PANEL_LABEL} p="md" className={classes.column}>
      <ActiveLabPanel active={active} inSheet={false} />
    </Box>
  );
}

/** The panel as a sheet at the bottom of the screen (phones, or folded). */
export function LabSheet({ active }: { active: ActiveLab }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(SHEET_HEIGHT_VARIABLE, `${sheet.offsetHeight}px`);
    });
    observer.observe(sheet);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SHEET_HEIGHT_VARIABLE);
    };
  }, []);
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={LAB_PANEL_LABEL}
      shadow="lg"
      withBorder
      p="md"
      className={classes.sheet}
      data-collapsed={active.collapsed || undefined}
    >
      <ActiveLabPanel active={active} inSheet />
    </Paper>
  );
}
