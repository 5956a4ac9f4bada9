// A learner is never lost, on a desktop and on a 390 px phone: a new page opens at its top and
// Back brings them back where they were; a link to a part of a page lands on that part; after
// 'Start exercise' the lab panel follows them to Services and Storage with the current step,
// the step's links and Check, survives a reload, folds, and ends with 'Stop exercise'.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';
import { clearFaults } from './support/system-api';

const baseUrl = inject('baseUrl');

/** The fixed header is 60 px; a part a link lands on stops 16 px below it. */
const PART_TOP = 76;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * The part is just below the header, or as near as the page allows: a short page cannot
 * scroll its last part up to the header, and then it is scrolled to its end.
 */
async function expectLanded(page: Page, part: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ id, top }) => {
            const element = document.getElementById(id);
            if (!element) return 'missing';
            const at = element.getBoundingClientRect().top;
            const atEnd =
              window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
            if (Math.abs(at - top) <= 2 || (atEnd && at > top && at < window.innerHeight / 2)) {
              return 'landed';
            }
            return `at ${Math.round(at)} px`;
          },
          { id: part, top: PART_TOP },
        ),
      { timeout: 10_000 },
    )
    .toBe('landed');
}

afterEach(clearFaults);

describe.each(VIEWPORTS)('on a $name', (viewport) => {
  const session = usePageSession(viewport);
  const page = () => session.page;
  const panel = () => page().getByRole('region', { name: 'Lab exercise' });
  const lesson = () => page().getByRole('region', { name: 'In the Lab' });

  it('opens a new page at its top, and Back returns to where the learner was', async () => {
    await page().goto(`${baseUrl}/learn`);
    // The last module's card, scrolled to the bottom of the hub.
    const card = page()
      .getByRole('link', { name: /Object Storage with R2/ })
      .first();
    await card.waitFor();
    await page().evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      // Where the learner was as they pressed the card (the click may scroll it into view).
      window.addEventListener('pointerdown', () => {
        document.documentElement.dataset['pressedAt'] = String(window.scrollY);
      });
    });
    await card.click();
    const before = Number(
      await page().evaluate(() => document.documentElement.dataset['pressedAt']),
    );
    expect(before).toBeGreaterThan(0);
    await page().waitForURL(/\/learn\/r2-storage/);
    await page().getByRole('heading', { level: 1, name: 'Object Storage with R2' }).waitFor();
    await expect.poll(() => scrollY(page())).toBe(0);

    await page().goBack();
    await page().waitForURL(/\/learn$/);
    await expect.poll(() => scrollY(page())).toBe(before);
  });

  it.each([
    ['/services', 'fault-switches'],
    ['/services', 'queues'],
    ['/services', 'system-map'],
    ['/storage', 'upload'],
  ])('lands %s#%s on that part, below the header', async (path, part) => {
    // Opened from outside the app; a lab step's link inside it is followed below.
    await page().goto(`${baseUrl}${path}#${part}`);
    await expectLanded(page(), part);
  });

  it('keeps the lab panel beside the learner on Services and Storage, with the current step and Check', async () => {
    await page().goto(`${baseUrl}/learn/cloudflare-workers?section=worker-apis`);
    await lesson()
      .getByRole('button', { name: /^(Start exercise|Start again)$/ })
      .click();
    await lesson()
      .getByText(/^Started at /)
      .waitFor();
    // On the lesson itself the exercise is in the text: no panel.
    expect(await panel().count()).toBe(0);

    // The step's link opens the fault switches, filled in, at the top of the screen.
    await lesson().getByRole('link', { name: 'fault switches, filled in' }).click();
    await page().waitForURL(/\/services\?target=file-events&type=pause&durationSeconds=180/);
    await expectLanded(page(), 'fault-switches');
    const switches = page().getByRole('region', { name: 'Fault switches' });
    expect(await switches.getByRole('combobox', { name: 'Target' }).inputValue()).toBe(
      'file-events',
    );
    expect(await switches.getByRole('combobox', { name: 'Fault' }).inputValue()).toBe('pause');
    expect(await switches.getByLabel('Duration (seconds)').inputValue()).toBe('180');

    // The panel follows, on the step the learner is on; on a phone it folded to show the page,
    // and Start fault is not under it.
    if (viewport.name === 'phone') {
      await panel().getByText('Step 2 of 6').waitFor();
      const start = await switches.getByRole('button', { name: 'Start fault' }).boundingBox();
      const sheet = await panel().boundingBox();
      expect((start?.y ?? Infinity) + (start?.height ?? 0)).toBeLessThanOrEqual(sheet?.y ?? 0);
      await panel().getByRole('button', { name: 'Expand the lab panel' }).click();
    }
    const current = panel().locator('[aria-current="step"]');
    expect(await current.innerText()).toMatch(/fault switches, filled in/);
    await panel().getByRole('button', { name: 'Next step' }).click();
    expect(await current.innerText()).toMatch(/upload three small files/);

    // A reload keeps it; its Storage link lands on the upload area.
    await page().reload();
    await panel().getByRole('link', { name: 'Storage' }).first().click();
    await page().waitForURL(/\/storage#upload/);
    await expectLanded(page(), 'upload');
    if (viewport.name === 'phone') {
      await panel().getByRole('button', { name: 'Expand the lab panel' }).click();
    }

    // Check answers in place.
    await panel().getByRole('button', { name: 'Check' }).click();
    await panel()
      .getByRole('status')
      .getByText(/has not held back any upload since you started/)
      .waitFor();

    // Folded, it is one line that says where the learner is; it stays folded after a reload.
    await panel().getByRole('button', { name: 'Collapse the lab panel' }).click();
    await panel().getByText('Step 3 of 6').waitFor();
    await page().reload();
    await panel().getByRole('button', { name: 'Expand the lab panel' }).click();

    await panel().getByRole('button', { name: 'Stop exercise' }).click();
    expect(await panel().count()).toBe(0);
    await page().reload();
    await page().getByRole('heading', { level: 1 }).waitFor();
    expect(await panel().count()).toBe(0);
  }, 60_000);
});
