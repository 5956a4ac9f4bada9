import { describe, it } from 'vitest';
import { endRunningDrill, startDrill } from './support/drills';
import { usePage } from './support/page-session';

const { page, baseUrl } = usePage({ width: 390, height: 844 });

describe('shots', () => {
  it('takes screenshots', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page().emulateMedia({ colorScheme: scheme });
      await page().goto(`${baseUrl}/drills`);
      await page().getByRole('button', { name: 'Start drill' }).waitFor();
      await page().screenshot({ path: `/tmp/drills/start-${scheme}.png`, fullPage: true });
      await startDrill('hard');
      await page().reload();
      await page().getByRole('heading', { name: 'A drill is running' }).waitFor();
      await page().waitForTimeout(2000);
      await page().screenshot({ path: `/tmp/drills/running-${scheme}.png`, fullPage: true });
      await page().getByRole('combobox', { name: 'Target' }).selectOption('users');
      await page().getByRole('button', { name: 'Send diagnosis' }).click();
      await page().getByText('Not yet').waitFor();
      await page().screenshot({ path: `/tmp/drills/answer-${scheme}.png`, fullPage: true });
      await page().getByRole('main').getByRole('button', { name: 'Give up' }).click();
      await page().getByText('Given up').waitFor();
      await page().screenshot({ path: `/tmp/drills/gaveup-${scheme}.png`, fullPage: true });
      await endRunningDrill();
    }
    await page().setViewportSize({ width: 1280, height: 900 });
    await page().goto(`${baseUrl}/services`);
    await page().getByText('Drills: what broke?').waitFor();
    await page().getByText('Drills: what broke?').scrollIntoViewIfNeeded();
    await page().screenshot({ path: `/tmp/drills/services.png` });
    await page().goto(`${baseUrl}/learn`);
    await page().getByText('Drills: what broke?').scrollIntoViewIfNeeded();
    await page().screenshot({ path: `/tmp/drills/learn.png` });
  }, 120_000);
});
