// Doing an 'In the Lab' exercise in the page: find it in the lessons, open its section, press
// 'Start exercise', and press Check (in the lesson's card or in the docked lab panel) until it
// says what the test waits for.
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { MODULES } from '../../apps/web/src/features/learn/content/modules';
import { actAs } from './system-api';

const baseUrl = inject('baseUrl');

export function exerciseOf(checkId: string) {
  for (const learningModule of MODULES) {
    for (const section of learningModule.sections) {
      if (section.lab?.check === checkId) {
        return { moduleId: learningModule.id, sectionId: section.id, lab: section.lab };
      }
    }
  }
  throw new Error(`no exercise uses the check ${checkId}`);
}

/** The exercise's card in its lesson. */
export const lessonLab = (page: Page) => page.getByRole('region', { name: 'In the Lab' });
/** The docked lab panel on the other pages. */
export const labPanel = (page: Page) => page.getByRole('region', { name: 'Lab exercise' });

/** Opens the exercise's section in its lesson. */
export async function openExercise(page: Page, checkId: string) {
  const { moduleId, sectionId, lab: exercise } = exerciseOf(checkId);
  await page.goto(`${baseUrl}/learn/${moduleId}?section=${sectionId}`);
  await lessonLab(page).getByRole('heading', { name: exercise.title }).waitFor();
  return exercise;
}

/**
 * Opens the exercise's section and presses 'Start exercise'. The test's own calls to the API act
 * for the page's lab session from then on, as the learner's would.
 */
export async function startExercise(page: Page, checkId: string) {
  const exercise = await openExercise(page, checkId);
  const lab = lessonLab(page);
  await lab.getByRole('button', { name: /^(Start exercise|Start again)$/ }).click();
  await lab.getByText(/^Started at /).waitFor();
  await actAs(page);
  return exercise;
}

/** Follows the exercise's link to the filled-in fault switches and presses Start fault. */
export async function startFaultFromStep(page: Page) {
  await lessonLab(page).getByRole('link', { name: 'fault switches, filled in' }).click();
  const switches = page.getByRole('region', { name: 'Fault switches' });
  await switches.getByRole('button', { name: 'Start fault' }).click();
  await page.getByRole('region', { name: 'Active lab faults' }).waitFor();
}

/** Uploads a small text file with the Storage page's file input, as the learner would. */
export async function uploadInPage(page: Page, name: string) {
  await labPanel(page).getByRole('link', { name: 'Storage' }).first().click();
  await page.waitForURL(/\/storage/);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(`lab upload ${name}\n`) });
  await page.getByText(`File uploaded successfully: ${name}`).waitFor({ timeout: 15_000 });
}

/** Sends `uploads` uploads with the Services page's Generate load card and waits for them. */
export async function generateUploadsInPage(page: Page, uploads: number) {
  const card = page.getByRole('region', { name: 'Generate load' });
  await card.getByLabel('Number of uploads').fill(String(uploads));
  await card.getByRole('button', { name: 'Generate load' }).click();
  await card
    .getByText(new RegExp(`^Done: ${uploads} succeeded, 0 failed`))
    .waitFor({ timeout: 30_000 });
}

/** On Services, opens the first queue's dead letters, presses Replay all and closes them. */
export async function replayAllInPage(page: Page) {
  await page
    .locator('#queues')
    .getByRole('button', { name: /^Dead letters \(\d+\)/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Replay all' }).click();
  await dialog.getByText(/^Replayed \d+ messages?/).waitFor();
  await page.keyboard.press('Escape');
}

/** Presses Clear in the Active lab faults banner and waits for the banner to go. */
export async function clearFromBanner(page: Page) {
  const banner = page.getByRole('region', { name: 'Active lab faults' });
  await banner.getByRole('button', { name: /^Clear the / }).click();
  await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(0);
}

/** Presses Check in `where` (the card or the panel) and reads its answer. */
export async function check(where: Locator): Promise<string> {
  const button = where.getByRole('button', { name: 'Check' });
  await button.click();
  await expect.poll(() => button.getAttribute('data-loading'), { timeout: 20_000 }).toBeNull();
  return (await where.getByRole('status').or(where.getByRole('alert')).innerText()).trim();
}

/** Presses Check until it says Done (the system may take a few seconds to catch up). */
export async function checkUntilDone(where: Locator, timeout = 30_000): Promise<string> {
  let answer = '';
  await expect
    .poll(
      async () => {
        answer = await check(where);
        return answer;
      },
      { timeout, interval: 2_000 },
    )
    .toMatch(/^Done: /);
  return answer;
}

/**
 * Runs the search exercise's example until Check sees two searches overlap, at most 3 times,
 * as its text invites ('Run it again if you like'): on a loaded machine the page may send the
 * `Promise.all` searches so far apart that each ends before the next starts.
 */
export async function runSearchesUntilDone(card: Locator): Promise<string> {
  let answer = '';
  for (let run = 0; run < 3; run += 1) {
    await card.getByRole('button', { name: 'Run Code' }).click();
    await card.getByRole('button', { name: 'Run Code' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(
        async () => {
          answer = await check(card);
          return answer;
        },
        { timeout: 20_000, interval: 2_000 },
      )
      // Each run makes 6 searches: a 'none overlapped' answer counts once this run's are in.
      .toSatisfy(
        (text: string) =>
          text.startsWith('Done: ') ||
          Number(/^Found (\d+) searches/.exec(text)?.[1] ?? 0) >= 6 * (run + 1),
      );
    if (answer.startsWith('Done: ')) return answer;
  }
  return answer;
}
