// Progress means learning: a learner walks a module on a desktop and on a 390 px phone. Next
// Section and a tab forward complete the section left, the lab exercise counts, Complete Module
// says what it counted and offers the next module, and the quiz keeps the learner's choice in
// view after Check Answers.
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import { usePageSession } from './support/page-session';
import { shownText } from './support/quiz-text';

const baseUrl = inject('baseUrl');
// lab/lab-progress.ts's key; that file imports the web app's aliases, which e2e cannot resolve.
const LAB_PROGRESS_KEY = 'lab-exercises';

const basics = MODULES.find((candidate) => candidate.id === 'async-basics');
const questions = basics?.sections[0]?.quiz?.questions ?? [];
const labId = basics?.sections.find((section) => section.lab)?.lab?.id ?? '';

/** Red or green, from the colour the text is drawn in. */
async function hue(locator: Locator): Promise<'red' | 'green' | 'other'> {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  if (r > g + 40 && r > b + 40) return 'red';
  if (g > r + 40 && g > b) return 'green';
  return 'other';
}

/**
 * Chooses an option as a learner would: a click that did not take (the page still settling)
 * is made again.
 */
async function choose(option: Locator) {
  await expect
    .poll(
      async () => {
        if (!(await option.isChecked())) await option.click();
        return option.isChecked();
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(true);
}

describe.each([
  ['a desktop', { width: 1280, height: 900 }],
  ['a 390 px phone', { width: 390, height: 844 }],
])('on %s', (_, viewport) => {
  const session = usePageSession(viewport);
  const page = () => session.page;
  const tab = (n: number) =>
    page().getByRole('tab', { name: new RegExp(`^Section ${n}(, completed)?$`) });
  const progressText = () => page().getByTestId('module-progress');

  it('keeps the quiz choice in view after Check Answers, beside the right one', async () => {
    expect(questions.length).toBeGreaterThan(1);
    await page().goto(`${baseUrl}/learn/async-basics`);
    const quiz = page().getByRole('region', { name: 'Quick Quiz' });
    const check = quiz.getByRole('button', { name: 'Check Answers' });
    await check.waitFor();
    expect(await check.isDisabled()).toBe(true);
    const total = questions.length;
    await quiz.getByText(`Answer all ${total} questions to check them (0 answered)`).waitFor();

    const [first] = questions;
    // Names as the quiz shows them: its code spans without their backticks.
    const right = shownText(first?.options[first.correctAnswer] ?? '');
    const wrong = shownText(first?.options.find((option) => shownText(option) !== right) ?? '');
    for (const [index, question] of questions.entries()) {
      const group = quiz.getByRole('radiogroup', { name: shownText(question.question) });
      const answer =
        index === 0 ? wrong : shownText(question.options[question.correctAnswer] ?? '');
      await choose(group.getByRole('radio', { name: answer, exact: true }));
      if (index === 0) {
        await quiz.getByText(`Answer all ${total} questions to check them (1 answered)`).waitFor();
      }
    }
    await check.click();
    await quiz.getByText(`You scored ${total - 1} of ${total}`).waitFor();

    const group = quiz.getByRole('radiogroup', { name: shownText(first?.question ?? '') });
    const chosen = group.getByRole('radio', { name: wrong, exact: true });
    expect(await chosen.isChecked()).toBe(true);
    const yours = group.getByText('Your answer', { exact: true });
    const correct = group.getByText('Correct answer', { exact: true });
    expect(await yours.isVisible()).toBe(true);
    expect(await correct.isVisible()).toBe(true);
    expect(await hue(yours)).toBe('red');
    // The marks sit on the rows of the options they name.
    const rowOf = (option: string) =>
      group.locator('.mantine-Group-root').filter({
        has: page().getByRole('radio', { name: option, exact: true }),
      });
    expect(await rowOf(wrong).textContent()).toContain('Your answer');
    expect(await rowOf(right).textContent()).toContain('Correct answer');
    await quiz.getByText(`You scored ${total - 1} of ${total}`).waitFor();
  });

  it('completes sections moved past, counts the lab, and offers the next module', async () => {
    await page().goto(`${baseUrl}/learn/async-basics`);
    await page().getByRole('button', { name: 'Next Section →' }).click();
    // Four sections and the lab exercise: five parts.
    await page().getByText('20% complete', { exact: true }).waitFor();
    expect(await tab(1).getAttribute('aria-label')).toBe('Section 1, completed');

    // A tab forward completes the section left; one back un-completes nothing.
    await tab(4).click();
    await page().getByText('40% complete', { exact: true }).waitFor();
    expect(await tab(2).getAttribute('aria-label')).toBe('Section 2, completed');
    expect(await tab(3).getAttribute('aria-label')).toBe('Section 3');
    await tab(1).click();
    await tab(4).click();
    expect(await progressText().innerText()).toBe('40% complete');
    expect(await tab(3).getAttribute('aria-label')).toBe('Section 3');

    await page().getByRole('button', { name: 'Complete Module' }).click();
    const notice = page().getByTestId('module-complete');
    await notice.getByText('Last section complete', { exact: true }).waitFor();
    // Section 3 was skipped: Complete Module counts what was done, no more.
    expect(await notice.innerText()).toContain('60% of this module is done:');
    expect(await notice.getByText('Sections 3 of 4').isVisible()).toBe(true);
    expect(await notice.getByText('Lab exercise not done yet').isVisible()).toBe(true);
    // Async basics is not complete while its lab exercise is not done, so no module is ready.
    const next = notice.getByRole('link', { name: 'Next module: Introduction to Microservices' });
    await next.click();
    await page()
      .getByRole('heading', { level: 1, name: 'Introduction to Microservices' })
      .waitFor();

    // On the hub the card says what its percentage counts; a passed Check counts the lab.
    await page().goto(`${baseUrl}/learn`);
    const card = page().locator('a[href="/learn/async-basics"]');
    await card.getByText('Sections 3 of 4').waitFor();
    expect(await card.innerText()).toContain('Lab exercise not done yet');
    expect(await card.getByLabel('60% complete').innerText()).toBe('60%');
    await page().evaluate(
      ([key, id]) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({ [id]: { startedAt: 1, fileCount: 0, doneAt: 2 } }),
        ),
      [LAB_PROGRESS_KEY, labId] as const,
    );
    await page().reload();
    await card.getByText('Lab exercise done').waitFor();
    expect(await card.getByLabel('80% complete').innerText()).toBe('80%');
  });
});
