// The API page against the running system: it reads the gateway's real OpenAPI document, a
// learner opens GET /api/users/{id}, tries it for the demo user and sees the real answer; the
// page passes the accessibility check in both schemes and fits a 390 px phone.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USER_ID } from '@repo/contracts/users';
import { violations } from './support/axe';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');
const PHONE_WIDTH = 390;
const session = usePageSession({ width: 1280, height: 900 });
const page = () => session.page;
/** Set it to a folder to keep a screenshot of each width and scheme there. */
const SCREENSHOT_DIR = process.env.API_DOCS_SCREENSHOTS;
const USER_ENDPOINT = /^GET \/api\/users\/\{[^}]+\} /;

/** Opens the API page from the navigation and the user endpoint from the keyboard. */
async function openUserEndpoint(target: Page) {
  await target.goto(`${baseUrl}/`);
  await target.getByRole('heading', { level: 1 }).first().waitFor();
  const nav = target.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible()))
    await target.getByRole('button', { name: 'Toggle navigation' }).click();
  await nav.getByRole('link', { name: 'API', exact: true }).click();
  await target.getByRole('heading', { level: 1, name: 'API', exact: true }).waitFor();
  const control = target.getByRole('button', { name: USER_ENDPOINT });
  await control.waitFor({ timeout: 20_000 });
  await control.focus();
  await target.keyboard.press('Enter');
  await expect.poll(() => control.getAttribute('aria-expanded')).toBe('true');
  const panel = target.locator(`#${(await control.getAttribute('aria-controls')) ?? ''}`);
  return panel;
}

async function tryDemoUser(target: Page) {
  const panel = await openUserEndpoint(target);
  await panel.getByRole('textbox', { name: /\(path\)/ }).fill(DEMO_USER_ID);
  await panel.getByRole('button', { name: 'Send' }).click();
  const answer = panel.getByRole('region', { name: 'Answer body' });
  await answer.waitFor({ timeout: 20_000 });
  return { panel, answer };
}

async function screenshot(name: string) {
  if (SCREENSHOT_DIR === undefined) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page().screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

describe('the API page', () => {
  it('lists the endpoints of the real document, tries one and shows the real answer', async () => {
    const { panel, answer } = await tryDemoUser(page());

    expect(await panel.getByText(/^200 /).first().textContent()).toMatch(/^200 (OK )?· \d+ ms$/);
    expect(await answer.textContent()).toContain(`"id": "${DEMO_USER_ID}"`);
    const headers = panel.getByRole('table', { name: 'Headers of interest' });
    expect(await headers.textContent()).toContain('application/json');
    // Each service's endpoints have their own section.
    for (const tag of ['Files', 'Users', 'Register', 'Traces', 'Lab', 'Health']) {
      await page().getByRole('heading', { level: 2, name: tag, exact: true }).waitFor();
    }
  }, 60_000);

  it.each(['light', 'dark'] as const)(
    'has no WCAG A or AA violation in the %s scheme, an endpoint open and tried',
    async (scheme) => {
      await page().emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await tryDemoUser(page());
      expect(await violations(page())).toEqual([]);
      await screenshot(`api-docs-1280-${scheme}`);
    },
    60_000,
  );

  it.each(['light', 'dark'] as const)(
    'fits a 390 px phone in the %s scheme',
    async (scheme) => {
      await page().setViewportSize({ width: PHONE_WIDTH, height: 844 });
      await page().emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await tryDemoUser(page());
      const width = await page().evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
      await screenshot(`api-docs-390-${scheme}`);
    },
    60_000,
  );
});
