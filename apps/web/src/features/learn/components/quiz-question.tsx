// One question of a Quick Quiz: its options and, once checked, the learner's choice marked beside
// the right one, with the explanation.
import { Badge, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import {
  CORRECT_ANSWER,
  CORRECT_TEXT,
  correctAnswerText,
  INCORRECT_TEXT,
  YOUR_ANSWER,
} from '../lib/learn-text';
import type { QuizQuestion } from '../lib/module-schema';
import { InlineCodeText } from './inline-code-text';

const CORRECT_COLOR = 'green';
const INCORRECT_COLOR = 'red';
const FEEDBACK_ICON_SIZE = 16;
/** A badge is never shrunk to 'YOU…'. */
const BADGE_WHOLE = { flexShrink: 0, overflow: 'visible' } as const;

interface QuestionCardProps {
  question: QuizQuestion;
  answer: number | undefined;
  checked: boolean;
  onChoose: (value: string) => void;
}

export function QuestionCard({ question, answer, checked, onChoose }: QuestionCardProps) {
  return (
    <Paper withBorder p="md">
      <Radio.Group
        label={<InlineCodeText text={question.question} />}
        value={answer === undefined ? null : String(answer)}
        onChange={onChoose}
        disabled={checked}
      >
        <Stack gap="xs" mt="sm">
          {question.options.map((option, optionIndex) => (
            <OptionRow
              key={optionIndex}
              option={option}
              value={String(optionIndex)}
              isCorrect={checked && optionIndex === question.correctAnswer}
              isChosen={checked && optionIndex === answer}
            />
          ))}
        </Stack>
      </Radio.Group>
      {checked && <Feedback question={question} answer={answer} />}
    </Paper>
  );
}

interface OptionRowProps {
  option: string;
  value: string;
  /** Both false until the answers are checked. */
  isCorrect: boolean;
  isChosen: boolean;
}

// Checked answers lock, but stay as readable as before: the label keeps the text colour.
const LOCKED_LABEL = { label: { color: 'var(--mantine-color-text)', cursor: 'default' } };

/**
 * An option, and after checking its marks: 'Your answer' (green when right, red when wrong) and
 * 'Correct answer', so the learner's choice stays in view beside the right one. On a narrow
 * screen the marks wrap under the option, whole, never cut.
 */
function OptionRow({ option, value, isCorrect, isChosen }: OptionRowProps) {
  const marksId = useId();
  const marked = isCorrect || isChosen;
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      <Radio
        value={value}
        label={<InlineCodeText text={option} />}
        aria-describedby={marked ? marksId : undefined}
        styles={LOCKED_LABEL}
      />
      {marked ? (
        <Group gap={4} id={marksId} wrap="wrap" style={{ flexShrink: 0 }}>
          {isChosen ? (
            <Badge
              color={isCorrect ? CORRECT_COLOR : INCORRECT_COLOR}
              variant="light"
              style={BADGE_WHOLE}
            >
              {YOUR_ANSWER}
            </Badge>
          ) : null}
          {isCorrect ? (
            <Badge color={CORRECT_COLOR} variant="filled" style={BADGE_WHOLE}>
              {CORRECT_ANSWER}
            </Badge>
          ) : null}
        </Group>
      ) : null}
    </Group>
  );
}

function Feedback({ question, answer }: { question: QuizQuestion; answer: number | undefined }) {
  const correct = answer === question.correctAnswer;
  const correctOption = question.options[question.correctAnswer];
  const Icon = correct ? IconCheck : IconX;

  return (
    <Stack gap={4} mt="md">
      <Group gap={6} c={correct ? CORRECT_COLOR : INCORRECT_COLOR}>
        <Icon size={FEEDBACK_ICON_SIZE} aria-hidden />
        <Text fw={600} inherit>
          {correct ? CORRECT_TEXT : INCORRECT_TEXT}
        </Text>
        {!correct && correctOption !== undefined && (
          <Text size="sm" inherit>
            <InlineCodeText text={correctAnswerText(correctOption)} />
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        <InlineCodeText text={question.explanation} />
      </Text>
    </Stack>
  );
}
