import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchBrowser } from './browser.mjs';

/**
 * One Chromium per test file and a fresh page per test. A test fails if the page logs
 * an error to the console or throws, unless it lists that message as expected.
 */
export function usePageSession(viewport = { width: 1280, height: 800 }) {
  let browser: Browser;
  const session = { page: undefined as unknown as Page, expectedErrors: [] as RegExp[] };
  let errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    session.page = await browser.newPage({ viewport, acceptDownloads: true });
    session.expectedErrors = [];
    errors = [];
    session.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    session.page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(async () => {
    await session.page.close();
    const unexpected = errors.filter((text) => !session.expectedErrors.some((re) => re.test(text)));
    expect(unexpected).toEqual([]);
  });

  return session;
}

/** The desktop viewport the Learn and lab tests look at. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/**
 * What most test files start with: the page session, a getter for the current test's page and
 * the address of the system under test.
 */
export function usePage(viewport?: { width: number; height: number }) {
  const session = usePageSession(viewport);
  return { session, page: () => session.page, baseUrl: inject('baseUrl') };
}
