import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Waits for the lesson's d3 visualisation to draw in its frame, and for no error beside it. The
 * frame loads d3 and the visualisation as files of its own, which a busy machine serves slowly.
 */
export async function expectVisualisationDrawn(page: Page) {
  const frame = page.frameLocator('iframe[title="Interactive visualisation"]');
  await frame.locator('svg').first().waitFor({ timeout: 20_000 });
  expect(await page.getByText(/^Visualisation error/).count()).toBe(0);
}
