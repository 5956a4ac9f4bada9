import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Waits for the lesson's d3 visualisation to draw in its frame, and for no error beside it. The
 * frame loads d3 and the visualisation as files of its own, which a busy machine serves slowly;
 * a frame that has drawn nothing after 15 s is started again once with the visualisation's own
 * Reset, as a learner would (on a phone a frame has stayed blank now and then; cause not found).
 */
export async function expectVisualisationDrawn(page: Page) {
  const frame = page.frameLocator('iframe[title="Interactive visualisation"]');
  const svg = frame.locator('svg').first();
  const drawn = await svg.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (!drawn) {
    // The frame's box, then the stack that holds it and its own Reset button.
    const stack = page.locator('iframe[title="Interactive visualisation"]').locator('xpath=../..');
    await stack.getByRole('button', { name: 'Reset', exact: true }).click();
    await svg.waitFor({ timeout: 15_000 });
  }
  expect(await page.getByText(/^Visualisation error/).count()).toBe(0);
}
