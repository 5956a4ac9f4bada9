// Every lesson part on the real runner, in Chromium: each section's 'Try It Yourself' example
// runs without an error line, each visualisation draws in its frame without an error and each
// consumer challenge shows its 'Plug it in' button, in the light and the dark scheme (sections
// alternate), and on a 390 px phone no wider than the screen; the page and its lesson frames
// report no Content-Security-Policy violation.
import { describe, expect, inject, it } from 'vitest';
import { PLUG_IN_LABEL } from '../apps/web/src/features/learn/consumer/consumer-text';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import { watchCspViolations } from './support/csp';
import { usePageSession } from './support/page-session';
import { expectVisualisationDrawn } from './support/visualisation';

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 390, height: 844 });
const page = () => session.page;

const sections = MODULES.flatMap((learningModule) =>
  learningModule.sections.map((section) => ({ moduleId: learningModule.id, section })),
);
const FRAME = 'iframe[title="Interactive visualisation"]';
const SCHEMES = ['light', 'dark'] as const;

async function openSection(moduleId: string, sectionId: string) {
  await page().goto(`${baseUrl}/learn/${moduleId}?section=${sectionId}`);
  await page().getByRole('region', { name: 'Key Takeaways' }).waitFor();
}

describe('every lesson section on a phone', () => {
  it.each(
    sections.map(({ moduleId, section }, index) => [
      `${moduleId}/${section.id}`,
      moduleId,
      section,
      SCHEMES[index % SCHEMES.length] ?? 'light',
    ]),
  )(
    '%s: the example runs without an error line and the visualisation fits and draws',
    async (_name, moduleId, section, scheme) => {
      const violations = await watchCspViolations(page());
      await page().emulateMedia({ colorScheme: scheme });
      await openSection(moduleId, section.id);
      if (section.code?.runnable) {
        const playground = page().getByRole('region', { name: 'Try It Yourself' });
        await playground.getByRole('button', { name: 'Run Code' }).click();
        await playground.getByRole('button', { name: 'Run Code' }).waitFor({ timeout: 10_000 });
        const output = (await playground.getByRole('log', { name: 'Output' }).innerText()).trim();
        expect(output.length).toBeGreaterThan(0);
        expect(output.split('\n').filter((line) => line.startsWith('Error'))).toEqual([]);
      }
      if (section.d3Sandbox) {
        await expectVisualisationDrawn(page());
        const frameBox = await page().locator(FRAME).boundingBox();
        expect(frameBox).not.toBeNull();
        expect((frameBox?.x ?? 0) + (frameBox?.width ?? 0)).toBeLessThanOrEqual(390);
      }
      if (section.challenge?.consumer) {
        const challenge = page().getByRole('region', { name: 'Challenge' });
        await challenge.getByRole('button', { name: PLUG_IN_LABEL }).waitFor();
      }
      const scrollWidth = await page().evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      expect(violations).toEqual([]);
    },
    60_000,
  );
});

describe('visualisations follow the colour scheme', () => {
  it('draws on a dark page in the dark scheme and a light one in the light scheme', async () => {
    const { moduleId, section } = sections[0] ?? {};
    if (!moduleId || !section) throw new Error('no sections');
    const violations = await watchCspViolations(page());
    for (const scheme of ['dark', 'light'] as const) {
      await page().emulateMedia({ colorScheme: scheme });
      await openSection(moduleId, section.id);
      await expectVisualisationDrawn(page());
      const background = await page()
        .frameLocator(FRAME)
        .locator('body')
        .evaluate((body) => getComputedStyle(body).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(36, 36, 36)' : 'rgb(255, 255, 255)');
    }
    expect(violations).toEqual([]);
  });
});
