import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

const PAGES = [
  { link: 'Dashboard', path: '/', heading: 'System Overview' },
  { link: 'Learn', path: '/learn', heading: 'Learn Asynchronous Microservices' },
  { link: 'Services', path: '/services', heading: 'Services' },
  { link: 'Storage', path: '/storage', heading: 'File Storage (R2)' },
  { link: 'Metrics', path: '/metrics', heading: 'Metrics and Analytics' },
];

let browser: Browser;
let page: Page;
let consoleErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
});
afterEach(async () => {
  await page.close();
  expect(consoleErrors).toEqual([]);
});

const heading = (text: string) => page.getByRole('heading', { level: 1, name: text, exact: true });

describe('the web shell', () => {
  it.each(PAGES)(
    'renders $path with its heading and the app title',
    async ({ path, heading: text }) => {
      await page.goto(`${baseUrl}${path}`);
      await heading(text).waitFor();
      expect(await page.title()).toContain('Async Microservices Dashboard');
    },
  );

  it('moves between every page with the top navigation', async () => {
    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { link, path, heading: text } of PAGES) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await heading(text).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect
        .poll(() => nav.getByRole('link', { name: link, exact: true }).getAttribute('aria-current'))
        .toBe('page');
    }
  });

  it('shows the three services healthy on the Services page', async () => {
    await page.goto(`${baseUrl}/services`);
    for (const service of ['storage', 'users', 'visualization']) {
      const row = page.getByRole('listitem').filter({ hasText: service });
      await row.getByText('Healthy', { exact: true }).waitFor();
    }
    expect(await page.getByText('Error', { exact: true }).count()).toBe(0);
  });

  it('shows Module Not Found for an unknown module with a way back', async () => {
    await page.goto(`${baseUrl}/learn/no-such-module`);
    await heading('Module Not Found').waitFor();
    await page.getByRole('link', { name: 'Back to Learning Hub' }).click();
    await heading('Learn Asynchronous Microservices').waitFor();
  });

  it('shows a not-found page for an unknown route', async () => {
    await page.goto(`${baseUrl}/definitely/not/here`);
    await heading('Page not found').waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await heading('System Overview').waitFor();
  });

  it('fits a 375 px phone and opens the navigation from the menu button', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${baseUrl}/`);
    await heading('System Overview').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: 'Storage', exact: true }).click();
    await heading('File Storage (R2)').waitFor();
  });

  it('switches between light and dark colour schemes', async () => {
    await page.goto(`${baseUrl}/`);
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const before = await scheme();
    await page.getByRole('button', { name: 'Toggle colour scheme' }).click();
    await expect.poll(scheme).not.toBe(before);
  });
});
