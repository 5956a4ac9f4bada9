// A 390 px phone: no page is wider than the screen, the header shows the whole app title, and a
// lesson table too wide for the screen scrolls inside its own box with a hint saying so.
import { describe, expect, inject, it } from 'vitest';
import { SCROLL_HINT } from '../apps/web/src/components/ui/horizontal-scroll-text';
import { usePageSession } from './support/page-session';

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
});
