// The learner's side of the code runners on the running system, on a desktop and a 390 px phone:
// challenges read as formatted text (no literal '**' or backticks), code typed in a Playground is
// still there after a reload, a reset says how to undo it and Ctrl+Z does, and the Output wraps
// long lines instead of cutting them.
import { describe, expect, inject, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');

const RESET_NOTICE = 'Code reset: Ctrl+Z brings yours back';
const SAVED_NOTE = 'Your saved code is shown. Reset brings back the starter code.';
const MINE = "console.log('typed by the learner')";

const CHALLENGES = MODULES.flatMap((learningModule) =>
  learningModule.sections.flatMap((section) =>
    section.challenge
      ? [{ moduleId: learningModule.id, sectionId: section.id, challenge: section.challenge }]
      : [],
  ),
);

const VIEWPORTS = [
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, modules: MODULES.map((m) => m.id) },
  // The phone reads one module's challenges; the desktop reads every module's.
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 }, modules: ['async-basics'] },
];

describe.each(VIEWPORTS)('on $name', ({ viewport, modules }) => {
  const session = usePageSession(viewport);
  const page = () => session.page;
  const editor = () => page().getByRole('textbox', { name: 'Code editor' });

  async function open(moduleId: string, sectionId: string) {
    await page().goto(`${baseUrl}/learn/${moduleId}?section=${sectionId}`);
  }

  // A page a challenge (17 of them on the desktop), so more time than one page needs.
  it(
    'shows every challenge and its hints formatted, never as typed Markdown',
    { timeout: 120_000 },
    async () => {
      const challenges = CHALLENGES.filter((challenge) => modules.includes(challenge.moduleId));
      expect(challenges.length).toBeGreaterThan(0);
      for (const { moduleId, sectionId, challenge } of challenges) {
        await open(moduleId, sectionId);
        const region = page().getByRole('region', { name: 'Challenge' });
        // Every hint, one at a time, until the button offers to hide them.
        const hints = challenge.hints.length;
        for (let next = 1; next <= hints; next++)
          await region.getByRole('button', { name: `Show hint ${next} of ${hints}` }).click();
        await region.getByRole('button', { name: 'Hide hints' }).waitFor();
        // The editors and inline code hold code, where '**' and backticks belong (2 ** 3, template
        // literals); the rest is prose, where either means Markdown shown as typed.
        const prose = await region.evaluate((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.cm-editor, code').forEach((code) => code.remove());
          return copy.textContent;
        });
        expect(prose, `${moduleId}/${sectionId}`).not.toMatch(/\*\*|`/);
        expect(await region.locator('code').count(), `${moduleId}/${sectionId}`).toBeGreaterThan(0);
      }
    },
  );

  it('keeps code typed in a Playground across a reload; Ctrl+Z undoes a reset', async () => {
    const sectionId = MODULES[0]?.sections[0]?.id ?? '';
    await open('async-basics', sectionId);
    const starter = await editor().innerText();
    await editor().click();
    await page().keyboard.press('ControlOrMeta+a');
    await page().keyboard.insertText(MINE);

    await page().reload();
    await expect.poll(() => editor().innerText()).toBe(MINE);
    await page().getByText(SAVED_NOTE).waitFor();

    await editor().click();
    await page().keyboard.press('Control+Backspace');
    await expect.poll(() => editor().innerText()).toBe(starter);
    const notice = page().getByRole('status').filter({ hasText: RESET_NOTICE });
    await notice.waitFor();
    expect(await notice.isVisible()).toBe(true);

    await page().keyboard.press('Control+z');
    await expect.poll(() => editor().innerText()).toBe(MINE);
    await notice.waitFor({ state: 'detached' });
  });

  it('wraps a long output line inside the panel, cutting none of it', async () => {
    const sectionId = MODULES[0]?.sections[0]?.id ?? '';
    await open('async-basics', sectionId);
    await editor().click();
    await page().keyboard.press('ControlOrMeta+a');
    await page().keyboard.insertText("console.log('x'.repeat(400) + ' the end')");
    await page().getByRole('button', { name: 'Run Code' }).click();

    const output = page().getByRole('log', { name: 'Output' });
    await expect.poll(() => output.innerText()).toContain('the end');
    const size = await output.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
    const pageWidth = await page().evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(viewport.width);
  });
});
