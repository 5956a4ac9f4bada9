import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Waits for the lesson's d3 visualisation to draw in its frame, and for no error beside it. */
export async function expectVisualisationDrawn(page: Page) {
  const frame = page.frameLocator('iframe[title="Interactive visualisation"]');
  await frame.locator('svg').first().waitFor({ timeout: 10_000 });
  expect(await page.getByText(/^Visualisation error/).count()).toBe(0);
}
