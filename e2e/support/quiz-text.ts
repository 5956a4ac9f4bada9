import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A quiz text as the learner sees and hears it: the quiz shows each `code` span in monospace
 * without its backticks (apps/web/src/features/learn/components/inline-code-text.tsx).
 */
export function shownText(text: string): string {
  return text.replace(/`([^`]+)`/g, '$1');
}

/**
 * Chooses an option as a learner would: a click that did not take (the page still settling)
 * is made again.
 */
export async function choose(option: Locator) {
  await expect
    .poll(
      async () => {
        if (!(await option.isChecked())) await option.click();
        return option.isChecked();
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(true);
}
