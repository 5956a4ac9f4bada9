import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import type { QuizQuestion } from '../lib/module-schema';
import {
  CHECK_ANSWERS_LABEL,
  CORRECT_ANSWER,
  CORRECT_TEXT,
  INCORRECT_TEXT,
  TRY_AGAIN_LABEL,
  YOUR_ANSWER,
} from '../lib/learn-text';
import { QuickQuiz } from './quick-quiz';

const QUESTIONS: QuizQuestion[] = [
  {
    question: 'What does a Promise represent?',
    options: ['A loop', 'A future value', 'A thread'],
    correctAnswer: 1,
    explanation: 'A Promise stands for a value that will be available later.',
  },
  {
    question: 'Which queue runs first after the current task?',
    options: ['Microtask queue', 'Macrotask queue'],
    correctAnswer: 0,
    explanation: 'Microtasks run before the next macrotask.',
  },
];

function quiz(questions: readonly QuizQuestion[]) {
  return (
    <MantineProvider theme={theme} env="test">
      <QuickQuiz questions={questions} />
    </MantineProvider>
  );
}

function renderQuiz() {
  const user = userEvent.setup();
  const { rerender } = render(quiz(QUESTIONS));
  return { user, rerender };
}

function group(index: number) {
  const question = QUESTIONS[index];
  if (!question) throw new Error(`no question ${index}`);
  return within(screen.getByRole('radiogroup', { name: question.question }));
}

describe('QuickQuiz', () => {
  it('labels each question group with its question and lists the options', () => {
    renderQuiz();

    expect(group(0).getAllByRole('radio')).toHaveLength(3);
    expect(group(1).getByRole('radio', { name: 'Macrotask queue' })).toBeInTheDocument();
  });

  it('enables Check Answers only once every question has an answer, and says why', async () => {
    const { user } = renderQuiz();
    const check = screen.getByRole('button', { name: CHECK_ANSWERS_LABEL });
    expect(check).toBeDisabled();
    expect(check).toHaveAccessibleDescription('Answer all 2 questions to check them (0 answered)');

    await user.click(group(0).getByRole('radio', { name: 'A future value' }));
    expect(check).toBeDisabled();
    expect(screen.getByText('Answer all 2 questions to check them (1 answered)')).toBeVisible();

    await user.click(group(1).getByRole('radio', { name: 'Microtask queue' }));
    expect(check).toBeEnabled();
    expect(check).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Answer all 2 questions/)).not.toBeInTheDocument();
  });

  it('keeps the wrong choice in view, marked beside the correct answer', async () => {
    const { user } = renderQuiz();
    await user.click(group(0).getByRole('radio', { name: 'A loop' }));
    await user.click(group(1).getByRole('radio', { name: 'Microtask queue' }));
    await user.click(screen.getByRole('button', { name: CHECK_ANSWERS_LABEL }));

    const wrong = group(0).getByRole('radio', { name: 'A loop' });
    expect(wrong).toBeChecked();
    expect(wrong).toHaveAccessibleDescription(YOUR_ANSWER);
    expect(group(0).getByRole('radio', { name: 'A future value' })).toHaveAccessibleDescription(
      CORRECT_ANSWER,
    );
    expect(group(0).getByRole('radio', { name: 'A thread' })).not.toHaveAccessibleDescription();
    // Right first time: one option carries both marks.
    expect(group(1).getByRole('radio', { name: 'Microtask queue' })).toHaveAccessibleDescription(
      `${YOUR_ANSWER} ${CORRECT_ANSWER}`,
    );
    const yourWrongMark = group(0).getByText(YOUR_ANSWER).closest('.mantine-Badge-root');
    expect(yourWrongMark).toHaveStyle({ '--badge-color': 'var(--mantine-color-red-light-color)' });
  });

  it('shows code in questions and options in monospace, without the backticks', () => {
    render(
      quiz([
        {
          question: 'What does `await p` give when `p` rejects?',
          options: ['It throws the `reason`', 'undefined'],
          correctAnswer: 0,
          explanation: 'An `await` rethrows.',
        },
      ]),
    );
    const question = screen.getByRole('radiogroup', {
      name: 'What does await p give when p rejects?',
    });
    expect(screen.getByText('await p').tagName).toBe('CODE');
    expect(
      within(question).getByRole('radio', { name: 'It throws the reason' }),
    ).toBeInTheDocument();
    expect(within(question).getByText('reason').tagName).toBe('CODE');
    expect(screen.queryByText(/`/)).not.toBeInTheDocument();
    expect(screen.getByText('Answer the question to check it')).toBeInTheDocument();
  });

  it('marks each answer, names the right one when wrong, explains, and scores', async () => {
    const { user } = renderQuiz();
    await user.click(group(0).getByRole('radio', { name: 'A future value' }));
    await user.click(group(1).getByRole('radio', { name: 'Macrotask queue' }));
    await user.click(screen.getByRole('button', { name: CHECK_ANSWERS_LABEL }));

    const [first, second] = QUESTIONS;
    expect(screen.getByText(CORRECT_TEXT)).toBeInTheDocument();
    expect(screen.getByText(INCORRECT_TEXT)).toBeInTheDocument();
    expect(screen.getByText('The correct answer is: Microtask queue')).toBeInTheDocument();
    expect(screen.queryByText('The correct answer is: A future value')).not.toBeInTheDocument();
    expect(screen.getByText(first?.explanation ?? '')).toBeInTheDocument();
    expect(screen.getByText(second?.explanation ?? '')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You scored 1 of 2');
  });

  it('locks the answers after checking', async () => {
    const { user } = renderQuiz();
    await user.click(group(0).getByRole('radio', { name: 'A loop' }));
    await user.click(group(1).getByRole('radio', { name: 'Microtask queue' }));
    await user.click(screen.getByRole('button', { name: CHECK_ANSWERS_LABEL }));

    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(group(0).getByRole('radio', { name: 'A future value' }));
    expect(group(0).getByRole('radio', { name: 'A loop' })).toBeChecked();
    expect(screen.queryByRole('button', { name: CHECK_ANSWERS_LABEL })).not.toBeInTheDocument();
  });

  it('clears the answers and the results on Try Again', async () => {
    const { user } = renderQuiz();
    await user.click(group(0).getByRole('radio', { name: 'A future value' }));
    await user.click(group(1).getByRole('radio', { name: 'Microtask queue' }));
    await user.click(screen.getByRole('button', { name: CHECK_ANSWERS_LABEL }));
    expect(screen.getByRole('status')).toHaveTextContent('You scored 2 of 2');

    await user.click(screen.getByRole('button', { name: TRY_AGAIN_LABEL }));

    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeEnabled();
    }
    expect(screen.queryByText(CORRECT_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHECK_ANSWERS_LABEL })).toBeDisabled();
  });

  it('starts afresh when given another section’s questions', async () => {
    const { user, rerender } = renderQuiz();
    await user.click(group(0).getByRole('radio', { name: 'A future value' }));
    await user.click(group(1).getByRole('radio', { name: 'Microtask queue' }));
    await user.click(screen.getByRole('button', { name: CHECK_ANSWERS_LABEL }));

    rerender(quiz([...QUESTIONS]));

    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
