// Progress means learning: a learner walks a module on a desktop and on a 390 px phone. Tabs,
// Next Section and Complete Module earn nothing; a passed quiz completes its theory section, a
// passed lab counts in the header; Complete Module says, in view, what is left and offers the
// next module; the quiz keeps the learner's choice in view after Check Answers.
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import { usePageSession } from './support/page-session';
import { choose, shownText } from './support/quiz-text';

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

describe.each([
  ['a desktop', { width: 1280, height: 900 }],
  ['a 390 px phone', { width: 390, height: 844 }],
])('on %s', (_, viewport) => {
  const session = usePageSession(viewport);
  const page = () => session.page;
  const tab = (n: number) => page().getByRole('tab', { name: new RegExp(`^Section ${n}\\s*:`) });
  const isCompleted = async (n: number) =>
    ((await tab(n).textContent()) ?? '').endsWith(', completed');
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

  it('earns nothing by tab-hopping; a passed quiz and a passed lab count; Complete Module says what is left, in view', async () => {
    await page().goto(`${baseUrl}/learn/async-basics`);
    await page().getByRole('button', { name: 'Next Section →' }).click();
    for (const n of [4, 1, 3, 2, 4]) await tab(n).click();
    await page().getByRole('button', { name: 'Complete Module' }).waitFor();
    expect(await progressText().innerText()).toBe('0% complete');
    for (const n of [1, 2, 3, 4]) expect(await isCompleted(n)).toBe(false);

    // Section 1 is a theory section: its quiz passed, every answer right, completes it.
    await tab(1).click();
    const quiz = page().getByRole('region', { name: 'Quick Quiz' });
    for (const question of questions) {
      const group = quiz.getByRole('radiogroup', { name: shownText(question.question) });
      const right = shownText(question.options[question.correctAnswer] ?? '');
      await choose(group.getByRole('radio', { name: right, exact: true }));
    }
    await quiz.getByRole('button', { name: 'Check Answers' }).click();
    // Four sections and one lab exercise: five parts.
    await page().getByText('20% complete', { exact: true }).waitFor();
    expect(await isCompleted(1)).toBe(true);
    expect(await page().getByTestId('section-rule').innerText()).toBe('Section done');

    // A passed Check counts in the header as 'Labs 1 of 1'.
    await page().evaluate(
      ([key, id]) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({ [id]: { startedAt: 1, fileCount: 0, doneAt: 2 } }),
        ),
      [LAB_PROGRESS_KEY, labId] as const,
    );
    await page().reload();
    const header = page().getByTestId('progress-tally').first();
    await expect.poll(() => header.innerText()).toContain('Labs 1 of 1');
    expect(await progressText().innerText()).toBe('40% complete');

    await tab(4).click();
    // As a learner would: at the end of the section, once it is all there.
    await page().getByRole('heading', { level: 3, name: 'Key Takeaways' }).waitFor();
    await page().getByRole('button', { name: 'Complete Module' }).click();
    const notice = page().getByTestId('module-complete');
    await notice.getByText('Not complete yet', { exact: true }).waitFor();
    // In view where the button was pressed, not below the fold.
    await expect.poll(() => inView(notice)).toBe(true);
    expect(await notice.innerText()).toContain('40% of this module is done:');
    expect(await notice.getByText('Sections 1 of 4').isVisible()).toBe(true);
    const sections = basics?.sections ?? [];
    const left = notice.getByRole('listitem');
    expect(await left.count()).toBe(3);
    await notice
      .getByRole('link', { name: new RegExp(`^Section 2: ${sections[1]?.title ?? ''}`) })
      .click();
    await page().waitForURL(`**/learn/async-basics?section=${sections[1]?.id ?? ''}`);

    // On the hub the card counts the same.
    await page().goto(`${baseUrl}/learn`);
    const card = page().locator('a[href="/learn/async-basics"]');
    await card.getByText('Sections 1 of 4').waitFor();
    expect(await card.innerText()).toContain('Labs 1 of 1');
    expect(await card.getByLabel('40% complete').innerText()).toBe('40%');
  });
});

/** Whether the element is wholly inside the viewport, and not under the phone's lab sheet. */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // A pixel of slack: scrolling aligns to fractions of a pixel.
    return box.top >= 0 && box.bottom <= window.innerHeight + 1 && box.height > 0;
  });
}
