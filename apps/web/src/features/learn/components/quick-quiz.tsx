// A section's multiple-choice check. Answers lock once checked, so the feedback always matches
// what is on screen; Try Again clears them, and so does another section's set of questions.
// 'Check Answers' says why it is disabled until every question has an answer.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { answerAllText, CHECK_ANSWERS_LABEL, scoreText, TRY_AGAIN_LABEL } from '../lib/learn-text';
import type { QuizQuestion } from '../lib/module-schema';
import { isQuizPassed } from '../lib/section-rule';
import { QuestionCard } from './quiz-question';

/** The chosen option's index for each question, by question index. */
type Answers = ReadonlyMap<number, number>;

export function QuickQuiz({
  questions,
  onPassed,
}: {
  questions: readonly QuizQuestion[];
  /** Called when Check Answers finds every answer right (lib/section-rule.ts). */
  onPassed?: (() => void) | undefined;
}) {
  const [answers, setAnswers] = useState<Answers>(new Map());
  const [checked, setChecked] = useState(false);
  const [shownQuestions, setShownQuestions] = useState(questions);
  if (shownQuestions !== questions) {
    setShownQuestions(questions);
    setAnswers(new Map());
    setChecked(false);
  }

  const answered = questions.filter((_question, index) => answers.has(index)).length;
  const allAnswered = answered === questions.length;
  const reasonId = useId();
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
          <Button
            disabled={!allAnswered}
            onClick={() => {
              setChecked(true);
              if (isQuizPassed(score, questions.length)) onPassed?.();
            }}
            aria-describedby={allAnswered ? undefined : reasonId}
          >
            {CHECK_ANSWERS_LABEL}
          </Button>
          {allAnswered ? null : (
            // Says why the button is disabled, and counts up as the learner answers.
            <Text size="sm" c="dimmed" id={reasonId}>
              {answerAllText(questions.length, answered)}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
