// An exercise's steps, with the one the learner is on marked, shared by the lesson's card and the
// docked panel. A link in a step (to Services, Storage...) also makes that step the current one,
// so following the exercise moves the mark along with the learner.
import { Box, Button, Group, List, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPointFilled } from '@tabler/icons-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Markdown } from '../markdown/markdown';
import {
  CURRENT_STEP_LABEL,
  NEXT_STEP_LABEL,
  PREVIOUS_STEP_LABEL,
  STEPS_HEADING,
  stepOfText,
} from './lab-text';
import classes from './lab-steps.module.css';

interface LabStepsProps {
  steps: readonly string[];
  /** The current step, or null when the exercise is not the active one (nothing marked). */
  current: number | null;
  onStep?: (step: number) => void;
  /** A link in step `step` was followed (the panel folds on a phone, to show the page). */
  onFollow?: (step: number) => void;
  /** Keep the current step in view inside a scrolling panel. */
  scrollToCurrent?: boolean;
}

export function LabSteps(props: LabStepsProps) {
  const { steps, current, onStep, onFollow, scrollToCurrent = false } = props;
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (scrollToCurrent) currentRef.current?.scrollIntoView({ block: 'nearest' });
  }, [scrollToCurrent, current]);

  function followLink(step: number) {
    return (event: MouseEvent<HTMLElement>) => {
      if (!(event.target instanceof Element && event.target.closest('a'))) return;
      if (onFollow) onFollow(step);
      else onStep?.(step);
    };
  }
  return (
    <Box>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600}>{STEPS_HEADING}</Text>
        {current === null ? null : (
          <Text size="sm" c="dimmed">
            {stepOfText(current, steps.length)}
          </Text>
        )}
      </Group>
      <List type="ordered" spacing="xs" className={classes.steps}>
        {steps.map((step, index) => (
          <List.Item
            key={step}
            className={index === current ? classes.current : undefined}
            aria-current={index === current ? 'step' : undefined}
            ref={index === current ? currentRef : undefined}
            onClick={followLink(index)}
          >
            {index === current ? (
              <Group gap={4} wrap="nowrap" className={classes.marker}>
                <ThemeIcon size="xs" radius="xl" variant="filled" aria-hidden>
                  <IconPointFilled size={10} />
                </ThemeIcon>
                <Text size="xs" fw={700} c="blue">
                  {CURRENT_STEP_LABEL}
                </Text>
              </Group>
            ) : null}
            <Markdown>{step}</Markdown>
          </List.Item>
        ))}
      </List>
      {current === null || !onStep ? null : (
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowLeft size={14} aria-hidden />}
            disabled={current === 0}
            onClick={() => onStep(current - 1)}
          >
            {PREVIOUS_STEP_LABEL}
          </Button>
          <Button
            size="xs"
            variant="default"
            rightSection={<IconArrowRight size={14} aria-hidden />}
            disabled={current >= steps.length - 1}
            onClick={() => onStep(current + 1)}
          >
            {NEXT_STEP_LABEL}
          </Button>
        </Group>
      )}
    </Box>
  );
}
