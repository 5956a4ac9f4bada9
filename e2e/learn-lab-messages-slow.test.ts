// The reliable-messaging exercises for a learner who takes their time: 20 s to read a step after
// starting the exercise and switching its fault on from the step's filled-in fault switches. The
// uploads go through the Storage page, the load through 'Generate load', the replay through the
// dead letters' Replay all, the clear through the banner; Check is pressed in the docked panel.
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkUntilDone,
  clearFromBanner,
  generateUploadsInPage,
  labPanel,
  replayAllInPage,
  startExercise,
  startFaultFromStep,
  uploadInPage,
} from './support/lab-exercise';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';
import {
  clearFaults,
  queue,
  quietFileEvents,
  removeUploads,
  settle,
  settled,
} from './support/system-api';

/** How long a slow learner takes to read a step before doing the next one. */
const READING_MS = 20_000;

const { session, page } = usePage(DESKTOP_VIEWPORT);
const panel = () => labPanel(page());

/**
 * Starts the exercise once the file count has stopped moving (an earlier test's delayed or
 * redelivered events would count as this one's), switches its fault on from the step's link,
 * and reads for a while.
 */
async function beginWithFault(checkId: string) {
  await quietFileEvents();
  await startExercise(page(), checkId);
  await startFaultFromStep(page());
  await settle(READING_MS);
}

async function uploadAllInPage(names: readonly string[]) {
  for (const name of names) await uploadInPage(page(), name);
}

/**
 * Presses 'See what happened' under the upload area and waits for the upload's trace to show
 * two users deliveries of its file event (it asks again while spans arrive).
 */
async function seeBothDeliveries() {
  session.expectedErrors.push(/status of 404/);
  await page().getByRole('link', { name: 'See what happened' }).click();
  const deliveries = page()
    .getByRole('list', { name: /^Spans of trace / })
    .getByRole('button', { name: /^users process file-events / });
  // On a system just started the spans may come after the page gave up: press Retry then.
  const retry = page().getByRole('button', { name: 'Retry' });
  await expect
    .poll(
      async () => {
        if ((await retry.count()) > 0) await retry.click();
        return deliveries.count();
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toBe(2);
}

afterEach(clearFaults);

describe('In the Lab, reliable messaging at a human pace', () => {
  it('duplicate-deliveries passes with 20 s between the fault and the uploads', async () => {
    await beginWithFault('duplicate-deliveries');
    await uploadAllInPage(['slow-twice-1.txt', 'slow-twice-2.txt', 'slow-twice-3.txt']);
    // Step 3: the last upload's trace holds both deliveries.
    await seeBothDeliveries();
    await clearFromBanner(page());
    // Step 4: the crash fault from its link in the panel, one more upload, read at a
    // learner's pace.
    await panel().getByRole('link', { name: 'the crash fault, filled in' }).click();
    await page()
      .getByRole('region', { name: 'Fault switches' })
      .getByRole('button', { name: 'Start fault' })
      .click();
    await page().getByRole('region', { name: 'Active lab faults' }).waitFor();
    await settle(READING_MS);
    await uploadAllInPage(['slow-again.txt']);
    // Step 5: its trace holds the crashed delivery and the redelivery; then step 6, Clear.
    await seeBothDeliveries();
    await clearFromBanner(page());
    expect(await checkUntilDone(panel())).toMatch(/1 redelivered .*rose by exactly 4/);
  }, 180_000);

  it('reorder-usage-right passes with 20 s between the fault and the uploads', async () => {
    await beginWithFault('reorder-usage-right');
    await generateUploadsInPage(page(), 3);
    await panel().getByRole('link', { name: 'Storage' }).first().click();
    await page()
      .getByRole('button', { name: /^Delete load-/ })
      .first()
      .click();
    await page().getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page().getByText('File deleted successfully').waitFor();
    await clearFromBanner(page());
    expect(await checkUntilDone(panel(), 40_000)).toMatch(/3 uploads − 1 delete/);
  }, 120_000);

  it('poison-dead-lettered passes with 20 s between the fault and the uploads', async () => {
    const waiting = await settled(async () => (await queue('file-events')).deadLettered);
    await beginWithFault('poison-dead-lettered');
    await uploadAllInPage(['slow-poison-1.txt', 'slow-poison-2.txt']);
    await panel().getByRole('link', { name: 'Services' }).first().click();
    await page().locator('#queues').getByText('file-events', { exact: true }).first().waitFor();
    await expect
      .poll(async () => (await queue('file-events')).deadLettered, { timeout: 15_000 })
      .toBe(waiting + 1);
    await replayAllInPage(page());
    expect(await checkUntilDone(panel())).toMatch(/the replay sent it straight back/);
    await removeUploads(['slow-poison-1.txt', 'slow-poison-2.txt']);
  }, 150_000);

  it('slow-consumer-backlog passes with the load generated 20 s after the fault', async () => {
    await beginWithFault('slow-consumer-backlog');
    await generateUploadsInPage(page(), 30);
    await expect
      .poll(async () => (await queue('file-events')).backlog, { timeout: 60_000, interval: 1_000 })
      .toBe(0);
    await clearFromBanner(page());
    expect(await checkUntilDone(panel())).toMatch(/held back lasted \d+ ms/);
  }, 150_000);

  it('outbox-send-fail passes with 20 s between the fault and the uploads', async () => {
    await beginWithFault('outbox-send-fail');
    await uploadAllInPage(['slow-outbox-1.txt', 'slow-outbox-2.txt']);
    await clearFromBanner(page());
    expect(await checkUntilDone(panel())).toMatch(/^Done: storage's send failed/);
  }, 120_000);
});
