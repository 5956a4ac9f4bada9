// Every runnable example of every lesson on the real runner and system, in Chromium: each
// section's 'Try It Yourself' Playground and each 'In the Lab' exercise's example, run with
// their 'Run Code' button. None may be stopped by the runner ('Stopped after …': a limit too
// short for what the example waits on) or end with an error line. One page, reused.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../apps/web/src/features/learn/content/modules';
import { LAB_HEADING } from '../apps/web/src/features/learn/lab/lab-text';
import { SECTION_HEADINGS } from '../apps/web/src/features/learn/lib/learn-text';
import {
  MAX_RUN_MS,
  runCapMessage,
  runTimeoutMessage,
} from '../apps/web/src/features/learn/sandbox/constants';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';

const { page, baseUrl } = usePage(DESKTOP_VIEWPORT);

// The runners' labels (runners/runner-text.ts, which imports the page's sandbox, not Node's).
const RUN_CODE_LABEL = 'Run Code';
const RUNNING_LABEL = 'Running...';
const OUTPUT_LABEL = 'Output';
const OUTPUT_PLACEHOLDER = 'Run the code to see its output here.';

/** What every message of a run the runner stopped starts with. */
const STOPPED = /Stopped after /;

/** A page's runnable examples: the section's own, its lab exercise's, or both. */
const PAGES = MODULES.flatMap((learningModule) =>
  learningModule.sections.flatMap((section) => {
    const parts = [
      ...(section.code?.runnable ? [SECTION_HEADINGS.playground] : []),
      ...(section.lab?.code?.runnable ? [LAB_HEADING] : []),
    ];
    return parts.length === 0 ? [] : [{ path: `${learningModule.id}/${section.id}`, parts }];
  }),
);

/** The Output once the run has ended: the button says Run Code again, the output its result. */
async function finishedOutput(part: Locator): Promise<string | null> {
  const output = (await part.getByRole('log', { name: OUTPUT_LABEL }).innerText()).trim();
  const running = await part.getByRole('button', { name: RUNNING_LABEL }).count();
  return running === 0 && output !== '' && output !== OUTPUT_PLACEHOLDER ? output : null;
}

/** The example shows no run: not running, and its output still the placeholder. */
async function notStarted(part: Locator): Promise<boolean> {
  const output = (await part.getByRole('log', { name: OUTPUT_LABEL }).innerText()).trim();
  const running = await part.getByRole('button', { name: RUNNING_LABEL }).count();
  return running === 0 && (output === '' || output === OUTPUT_PLACEHOLDER);
}

describe('every runnable lesson example', () => {
  it('names its stops with the prefix this test looks for', () => {
    expect(runTimeoutMessage(1000)).toMatch(STOPPED);
    expect(runCapMessage(MAX_RUN_MS)).toMatch(STOPPED);
    // The section examples, and the lab examples of the modules that have them.
    expect(PAGES.length).toBeGreaterThanOrEqual(MODULES.length);
    expect(PAGES.filter(({ parts }) => parts.includes(LAB_HEADING)).length).toBeGreaterThan(0);
  });

  it(
    'runs to its end: never stopped by the runner, and with no error line',
    { timeout: 180_000 },
    async () => {
      for (const { path, parts } of PAGES) {
        await page().goto(`${baseUrl}/learn/${path.replace('/', '?section=')}`);
        const regions = parts.map((name) => page().getByRole('region', { name }));
        // Both of a page's examples at once: each has its own run.
        for (const region of regions)
          await region.getByRole('button', { name: RUN_CODE_LABEL }).click();
        for (const [index, region] of regions.entries()) {
          const name = `${path}: ${parts[index]}`;
          let output: string | null = null;
          await expect
            .poll(
              async () => {
                output = await finishedOutput(region);
                // A click the page took before it was ready started nothing: Run Code again,
                // as a learner would.
                if (output === null && (await notStarted(region))) {
                  await region.getByRole('button', { name: RUN_CODE_LABEL }).click();
                }
                return output;
              },
              { timeout: MAX_RUN_MS + 5_000, interval: 250, message: `${name} ran to its end` },
            )
            .not.toBeNull();
          expect.soft(output ?? '', name).not.toMatch(STOPPED);
          const errors = (output ?? '').split('\n').filter((line) => line.startsWith('Error'));
          expect.soft(errors, name).toEqual([]);
        }
      }
    },
  );
});
