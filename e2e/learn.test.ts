import { describe, expect, inject, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import { usePageSession } from './support/page-session';
import { shownText } from './support/quiz-text';
import { expectVisualisationDrawn } from './support/visualisation';

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 1280, height: 900 });
const page = () => session.page;

const STOPPED = 'Stopped after 1 s: the code was still running (an endless loop?)';
const output = () => page().getByRole('log', { name: 'Output' });
const cards = () => page().getByTestId('module-card');
const tab = (n: number) => page().getByRole('tab', { name: new RegExp(`^Section ${n}\\s*:`) });
/** A section's tab as a screen reader names it: 'Section 1: {title}', ', completed' once done. */
const tabLabel = (moduleId: string, n: number, completed = false) =>
  `Section ${n}: ${moduleById(moduleId).sections[n - 1]?.title ?? ''}${completed ? ', completed' : ''}`;

function moduleById(id: string) {
  const found = MODULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no module ${id}`);
  return found;
}

async function openModule(id: string, section?: string) {
  await page().goto(`${baseUrl}/learn/${id}${section ? `?section=${section}` : ''}`);
  await page()
    .getByRole('heading', { level: 1, name: moduleById(id).title })
    .waitFor();
}

/** Replaces the text of a labelled CodeMirror editor, as pasting would. */
async function setEditorText(label: string, text: string) {
  const editor = page().getByRole('textbox', { name: label });
  await editor.click();
  await page().keyboard.press('ControlOrMeta+a');
  await page().keyboard.insertText(text);
}

async function runAndRead(code: string) {
  await setEditorText('Code editor', code);
  await page().getByRole('button', { name: 'Run Code' }).click();
  await page().getByRole('button', { name: 'Run Code' }).waitFor({ timeout: 5_000 });
  return (await output().innerText()).trim();
}

describe('the Learn hub', () => {
  it('filters modules by search, difficulty and topic', async () => {
    await page().goto(`${baseUrl}/learn`);
    await page()
      .getByRole('heading', { level: 1, name: 'Learn Asynchronous Microservices' })
      .waitFor();
    expect(await cards().count()).toBe(7);

    await page().getByPlaceholder('Search modules...').fill('r2');
    await expect.poll(() => cards().count()).toBe(1);
    expect(await cards().first().innerText()).toContain('Object Storage with R2');

    await page().getByPlaceholder('Search modules...').fill('');
    await page().getByRole('combobox', { name: 'Difficulty' }).click();
    await page().getByRole('option', { name: 'Intermediate' }).click();
    await expect.poll(() => cards().count()).toBe(2);
    await page().getByRole('combobox', { name: 'Topic' }).click();
    await page().getByRole('option', { name: 'hono' }).click();
    await expect.poll(() => cards().count()).toBe(1);
    expect(await cards().first().innerText()).toContain('Cloudflare Workers');

    await page().getByPlaceholder('Search modules...').fill('storage');
    await page().getByText('No modules match your filters').waitFor();
  });
});

describe('the playground', () => {
  it('runs code off the page and shows every line, in order', async () => {
    await openModule('async-basics');
    expect(await output().innerText()).toContain('Run the code to see its output here.');
    const lines = await runAndRead(
      [
        "console.log('hello', [1, 2], new Map([['a', 1]]), new Set([3]), { nested: { x: 'y' } });",
        'await new Promise((resolve) => setTimeout(resolve, 20));',
        "console.warn('after await');",
        "setTimeout(() => console.log('after a timer'), 30);",
      ].join('\n'),
    );
    expect(lines.split('\n')).toEqual([
      "hello [ 1, 2 ] Map(1) { 'a' => 1 } Set(1) { 3 } { nested: { x: 'y' } }",
      'after await',
      'after a timer',
    ]);
    expect(await runAndRead("throw new TypeError('broken on purpose');")).toBe(
      'Error: broken on purpose',
    );
    expect(await runAndRead('throw 42;')).toBe('Unknown error');
  });

  it('stops an endless loop after a second while the page stays usable', async () => {
    await openModule('async-basics');
    await setEditorText('Code editor', 'while (true) {}');
    const started = Date.now();
    await page().getByRole('button', { name: 'Run Code' }).click();
    await page().getByRole('button', { name: 'Running...' }).waitFor();
    // The page answers while the loop spins in the sandbox.
    const answeredAfter = await page().evaluate(() => {
      const before = performance.now();
      return new Promise<number>((resolve) =>
        setTimeout(() => resolve(performance.now() - before), 0),
      );
    });
    expect(answeredAfter).toBeLessThan(200);
    await page().getByText(STOPPED).waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);

    expect(await runAndRead("console.log('still here')")).toBe('still here');
  });

  it("cannot reach the page's DOM, storage, cookies or the network", async () => {
    await openModule('async-basics');
    await page().evaluate(() => window.localStorage.setItem('secret', 'kept'));
    expect(await runAndRead('console.log(parent.document.title)')).toBe(
      'Error: parent is not defined',
    );
    expect(await runAndRead("console.log(localStorage.getItem('secret'))")).toBe(
      'Error: localStorage is not defined',
    );
    expect(await runAndRead('console.log(document.cookie)')).toBe('Error: document is not defined');
    expect(await runAndRead('console.log(String(self.location.origin))')).toBe('null');
    // Nor the network: even an opaque no-cors request is refused by the frame's policy.
    session.expectedErrors = [/Content Security Policy/];
    expect(
      await runAndRead(
        `const response = await fetch('${baseUrl}/favicon.svg', { mode: 'no-cors' }); console.log(response.type)`,
      ),
    ).toBe('Error: Failed to fetch');
  });

  it('runs with Ctrl+Enter and resets with Ctrl+Backspace', async () => {
    await openModule('async-basics');
    const initial = await page().getByRole('textbox', { name: 'Code editor' }).innerText();
    await setEditorText('Code editor', "console.log('from the keyboard')");
    await page().keyboard.press('Control+Enter');
    await expect.poll(() => output().innerText()).toContain('from the keyboard');
    await page().keyboard.press('Control+Backspace');
    await expect
      .poll(() => page().getByRole('textbox', { name: 'Code editor' }).innerText())
      .toBe(initial);
    expect(await output().innerText()).not.toContain('from the keyboard');
  });
});

describe('quiz and challenge', () => {
  it('scores a quiz and lets the learner try again', async () => {
    const section = moduleById('error-handling').sections[0];
    const questions = section?.quiz?.questions ?? [];
    expect(questions.length).toBeGreaterThan(1);
    await openModule('error-handling');
    const quiz = page().getByRole('region', { name: 'Quick Quiz' });
    // The first answered wrongly, the rest rightly.
    for (const [index, question] of questions.entries()) {
      const group = quiz.getByRole('radiogroup', { name: shownText(question.question) });
      const right = question.options[question.correctAnswer] ?? '';
      const wrong = question.options.find((option) => option !== right) ?? '';
      const name = shownText(index === 0 ? wrong : right);
      const radio = group.getByRole('radio', { name, exact: true });
      // A click while the section is still being drawn can be lost: click until it holds.
      await expect
        .poll(
          async () => {
            await radio.click();
            return radio.isChecked();
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    }
    // The first question's code shows as inline code, without its backticks.
    const code = /`([^`]+)`/.exec(questions[0]?.question ?? '')?.[1];
    expect(code).toBeDefined();
    expect(await quiz.locator('code').first().innerText()).toBe(code);
    await quiz.getByRole('button', { name: 'Check Answers' }).click();
    await quiz.getByText(`You scored ${questions.length - 1} of ${questions.length}`).waitFor();
    expect(await quiz.getByText('Incorrect', { exact: true }).count()).toBe(1);
    await quiz.getByText(shownText(questions[0]?.explanation ?? '')).waitFor();
    await quiz.getByRole('button', { name: 'Try Again' }).click();
    expect(await quiz.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  it('runs the challenge tests against the learner code: fail, then pass', async () => {
    const challenge = moduleById('error-handling').sections[0]?.challenge;
    if (!challenge) throw new Error('the first error-handling section has a challenge');
    await openModule('error-handling');
    const region = page().getByRole('region', { name: 'Challenge' });
    for (const test of challenge.tests)
      await region.getByText(test.name, { exact: true }).first().waitFor();

    await region.getByRole('button', { name: 'Run Tests' }).click();
    // The starter code fails at least one test.
    const all = challenge.tests.length;
    await region
      .getByText(new RegExp(`^[0-${all - 1}] of ${all} tests passed$`))
      .waitFor({ timeout: 15_000 });
    await region
      .getByText(/^Expected: /)
      .first()
      .waitFor();
    expect(await tab(1).textContent()).toBe(tabLabel('error-handling', 1));

    await setEditorText('Your solution', challenge.solution);
    await region.getByRole('button', { name: 'Run Tests' }).click();
    await region.getByText(`${all} of ${all} tests passed`).waitFor({ timeout: 15_000 });
    // Passing every test completes the section (docs/product.md#module-progress).
    await expect.poll(() => tab(1).textContent()).toBe(tabLabel('error-handling', 1, true));

    // Hints come one at a time, as Markdown (so compared by count, not by their typed text).
    const hints = challenge.hints.length;
    for (let next = 1; next <= hints; next++) {
      await region.getByRole('button', { name: `Show hint ${next} of ${hints}` }).click();
      await expect
        .poll(() => region.getByRole('list', { name: 'Hints' }).getByRole('listitem').count())
        .toBe(next);
    }
    await region.getByRole('button', { name: 'Hide hints' }).waitFor();
  });
});

describe('a module', () => {
  it('moves between sections at their own addresses, Back included, completing nothing', async () => {
    const sections = moduleById('async-basics').sections;
    await page().goto(`${baseUrl}/learn`);
    await page().locator('a[href="/learn/async-basics"]').click({ timeout: 10_000 });
    await page()
      .getByRole('heading', { level: 1, name: 'Asynchronous JavaScript Basics' })
      .waitFor();
    await page().waitForURL(`**/learn/async-basics?section=${sections[0]?.id ?? ''}`);
    expect(await tab(1).getAttribute('aria-selected')).toBe('true');
    expect(await page().getByRole('button', { name: '← Previous' }).isDisabled()).toBe(true);

    await page().getByRole('button', { name: 'Next Section →' }).click();
    await page().waitForURL(`**/learn/async-basics?section=${sections[1]?.id ?? ''}`);
    await page()
      .getByRole('heading', { level: 2, name: sections[1]?.title ?? '' })
      .waitFor();
    // Moving on is not learning: nothing is done yet.
    expect(await page().getByTestId('module-progress').innerText()).toBe('0% complete');
    expect(await tab(1).textContent()).toBe(tabLabel('async-basics', 1));

    await page().reload();
    await page()
      .getByRole('heading', { level: 2, name: sections[1]?.title ?? '' })
      .waitFor();
    expect(await tab(2).getAttribute('aria-selected')).toBe('true');

    await page().goBack();
    await page()
      .getByRole('heading', { level: 2, name: sections[0]?.title ?? '' })
      .waitFor();
    expect(await tab(1).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the d3 visualisation in its own frame', async () => {
    await openModule('async-basics', 'concurrency-patterns');
    await expectVisualisationDrawn(page());
  });

  it('loads external section content, and falls back to the built-in text', async () => {
    // The built-in text is the same file, bundled: the fallback reads the same.
    await openModule('microservices-intro');
    await page().getByRole('heading', { name: 'The four workers' }).waitFor();
    expect(
      await page()
        .getByText(/^Failed to load external content/)
        .count(),
    ).toBe(0);

    // The browser reports the failed fetch in the console; that is the point of the test.
    session.expectedErrors = [/404/];
    await page().route('**/lesson-content/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page().reload();
    await page()
      .getByText('Failed to load external content (HTTP 404). Showing built-in text.')
      .waitFor();
    await page().getByRole('heading', { name: 'The four workers' }).waitFor();
  });

  it('says Module Not Found for an unknown module', async () => {
    await page().goto(`${baseUrl}/learn/no-such-module`);
    await page().getByRole('heading', { level: 1, name: 'Module Not Found' }).waitFor();
    await page().getByRole('link', { name: 'Back to Learning Hub' }).click();
    await page()
      .getByRole('heading', { level: 1, name: 'Learn Asynchronous Microservices' })
      .waitFor();
  });
});
