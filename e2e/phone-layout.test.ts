// A 390 px phone: no page is wider than the screen, the header shows the whole app title, a
// lesson table too wide for the screen scrolls inside its own box with a hint saying so, the
// fault banner's Clear shows whole and the Queues table becomes cards with every figure.
import type { Locator } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { SCROLL_HINT } from '../apps/web/src/components/ui/horizontal-scroll-text';
import { usePageSession } from './support/page-session';
import { clearFaults, startFault } from './support/system-api';

const baseUrl = inject('baseUrl');
const WIDTH = 390;
const session = usePageSession({ width: WIDTH, height: 844 });
const page = () => session.page;

const PAGES = [
  '/',
  '/learn',
  '/learn/async-basics',
  '/services',
  '/storage',
  '/metrics',
  '/traces',
];
const APP_TITLE = 'Async Microservices Dashboard';

const SCHEMES = ['light', 'dark'] as const;

/** The element shows all of its text: nothing cut off, and inside the screen. */
async function expectWhole(locator: Locator) {
  const size = await locator.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(size.clientWidth).toBeGreaterThan(0);
  expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
  const box = await locator.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(WIDTH);
}

async function expectNoWiderThanScreen() {
  const scrollWidth = await page().evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
}

describe('on a 390 px phone', () => {
  it.each(PAGES)('%s fits the screen and shows the whole app title', async (path) => {
    await page().goto(`${baseUrl}${path}`);
    await page().getByRole('heading', { level: 1 }).first().waitFor();
    await page().waitForLoadState('networkidle');
    await expectNoWiderThanScreen();

    const title = page().getByRole('banner').getByRole('link', { name: APP_TITLE, exact: true });
    expect(await title.innerText()).toBe(APP_TITLE);
    const size = await title.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(size.clientWidth).toBeGreaterThan(0);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
    expect(size.scrollHeight).toBeLessThanOrEqual(size.clientHeight);
    const box = await title.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(WIDTH);
  });

  it('scrolls a wide lesson table inside its box, with the hint showing', async () => {
    await page().goto(`${baseUrl}/learn/cloudflare-workers?section=worker-apis`);
    await page().getByRole('region', { name: 'Key Takeaways' }).waitFor();
    const wrapper = page()
      .locator('[data-horizontal-scroll]')
      .filter({ has: page().getByRole('columnheader', { name: 'Consumer setting' }) });

    const scroller = wrapper.getByRole('region', { name: 'Table' });
    await scroller.waitFor();
    const size = await scroller.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    expect(size.scrollWidth).toBeGreaterThan(size.clientWidth);
    expect(size.overflowX).toBe('auto');
    expect(await wrapper.getByText(SCROLL_HINT).isVisible()).toBe(true);
    const box = await scroller.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(WIDTH);
    await expectNoWiderThanScreen();
  });

  describe.each(SCHEMES)('in the %s scheme', (scheme) => {
    afterEach(async () => {
      await clearFaults();
    });

    it("shows the fault banner's Clear button whole", async () => {
      await startFault({ target: 'storage', type: 'latency', value: 50, durationSeconds: 120 });
      await page().emulateMedia({ colorScheme: scheme });
      await page().goto(`${baseUrl}/services`);
      const banner = page().getByRole('region', { name: 'Active lab faults' });
      const clear = banner.getByRole('button', { name: 'Clear the latency fault on storage' });
      await clear.waitFor();

      expect(await clear.innerText()).toBe('Clear');
      await expectWhole(clear);
      await expectWhole(clear.locator('.mantine-Button-label'));
      await expectNoWiderThanScreen();
    });

    it('shows each queue as a card with its retries, dead letters and their button', async () => {
      await page().emulateMedia({ colorScheme: scheme });
      await page().goto(`${baseUrl}/services`);
      const queues = page().getByRole('list', { name: 'Queues' });
      const card = queues.getByRole('listitem', { name: 'file-events' });
      await card.waitFor();
      expect(await page().getByRole('table', { name: 'Queues' }).count()).toBe(0);

      for (const label of ['Backlog', 'Retries (last minute)', 'Dead-lettered (last minute)']) {
        const term = card.locator('dt', { hasText: label });
        expect(await term.isVisible()).toBe(true);
        await expectWhole(term);
        await expectWhole(term.locator('xpath=following-sibling::dd[1]'));
      }
      const button = card.getByRole('button', { name: /^Dead letters \(\d+\) of file-events$/ });
      expect(await button.innerText()).toMatch(/^Dead letters \(\d+\)$/);
      await expectWhole(button);
      await expectNoWiderThanScreen();
    });
  });
});
