// A section's multiple-choice check. Answers lock once checked, so the feedback always matches
// what is on screen; Try Again clears them, and so does another section's set of questions.
import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { QuizQuestion } from '../lib/module-schema';

export const CHECK_ANSWERS_LABEL = 'Check Answers';
export const TRY_AGAIN_LABEL = 'Try Again';
export const CORRECT_TEXT = 'Correct';
export const INCORRECT_TEXT = 'Incorrect';
const CORRECT_COLOR = 'green';
const INCORRECT_COLOR = 'red';
const FEEDBACK_ICON_SIZE = 16;

function correctAnswerText(option: string): string {
  return `The correct answer is: ${option}`;
}

function scoreText(score: number, total: number): string {
  return `You scored ${score} of ${total}`;
}

/** The chosen option's index for each question, by question index. */
type Answers = ReadonlyMap<number, number>;

export function QuickQuiz({ questions }: { questions: readonly QuizQuestion[] }) {
  const [answers, setAnswers] = useState<Answers>(new Map());
  const [checked, setChecked] = useState(false);
  const [shownQuestions, setShownQuestions] = useState(questions);
  if (shownQuestions !== questions) {
    setShownQuestions(questions);
    setAnswers(new Map());
    setChecked(false);
  }

  const allAnswered = questions.every((_question, index) => answers.has(index));
  const score = questions.filter(
    (question, index) => answers.get(index) === question.correctAnswer,
  ).length;

  function choose(questionIndex: number, value: string) {
    setAnswers((previous) => new Map(previous).set(questionIndex, Number(value)));
  }

  function tryAgain() {
    setAnswers(new Map());
    setChecked(false);
  }

  return (
    <Stack gap="lg">
      {questions.map((question, index) => (
        <QuestionCard
          // The list is fixed for a section, so the position identifies a question.
          key={index}
          question={question}
          answer={answers.get(index)}
          checked={checked}
          onChoose={(value) => choose(index, value)}
        />
      ))}
      {checked ? (
        <Group justify="space-between">
          <Text fw={600} role="status">
            {scoreText(score, questions.length)}
          </Text>
          <Button variant="light" onClick={tryAgain}>
            {TRY_AGAIN_LABEL}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button disabled={!allAnswered} onClick={() => setChecked(true)}>
            {CHECK_ANSWERS_LABEL}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface QuestionCardProps {
  question: QuizQuestion;
  answer: number | undefined;
  checked: boolean;
  onChoose: (value: string) => void;
}

function QuestionCard({ question, answer, checked, onChoose }: QuestionCardProps) {
  return (
    <Paper withBorder p="md">
      <Radio.Group
        label={question.question}
        value={answer === undefined ? null : String(answer)}
        onChange={onChoose}
        disabled={checked}
      >
        <Stack gap="xs" mt="sm">
          {question.options.map((option, optionIndex) => (
            <Radio key={optionIndex} value={String(optionIndex)} label={option} />
          ))}
        </Stack>
      </Radio.Group>
      {checked && <Feedback question={question} answer={answer} />}
    </Paper>
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
            {correctAnswerText(correctOption)}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {question.explanation}
      </Text>
    </Stack>
  );
}
