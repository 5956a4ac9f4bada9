import { Alert, Text } from '@mantine/core';
import type { RevealedFault } from '@repo/contracts/lab-drill-faults';
import type { DiagnosisResult } from '@repo/contracts/lab-drills';
import { IconCircleCheck, IconFlag, IconHelpCircle } from '@tabler/icons-react';
import {
  attemptsText,
  EVIDENCE_TEXT,
  GIVEN_UP_TITLE,
  revealedText,
  SOLVED_TITLE,
  WRONG_TITLE,
} from '../lib/drill-constants';

/** What the last answer said: a diagnosis's result, or the fault a give-up revealed. */
export type DrillAnswer =
  { kind: 'diagnosis'; result: DiagnosisResult } | { kind: 'given up'; fault: RevealedFault };

export function DrillAnswerAlert({ answer }: { answer: DrillAnswer }) {
  if (answer.kind === 'given up') {
    return (
      <Alert
        role="status"
        color="gray"
        variant="light"
        title={GIVEN_UP_TITLE}
        icon={<IconFlag aria-hidden />}
        mb="md"
      >
        {revealedText(answer.fault)}
      </Alert>
    );
  }
  const { result } = answer;
  const solved = result.correct;
  return (
    <Alert
      role="status"
      color={solved ? 'green' : 'orange'}
      variant="light"
      title={solved ? SOLVED_TITLE : WRONG_TITLE}
      icon={solved ? <IconCircleCheck aria-hidden /> : <IconHelpCircle aria-hidden />}
      mb="md"
    >
      <Text size="sm">{result.explanation}</Text>
      <Text size="sm" mt="xs" fw={600}>
        {attemptsText(result.attempts, result.score)}
      </Text>
      <Text size="sm" mt="xs" c="dimmed">
        {EVIDENCE_TEXT[result.evidence]}
      </Text>
    </Alert>
  );
}
