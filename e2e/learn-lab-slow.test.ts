// Every 'In the Lab' exercise passes for a learner who takes their time: 20 s to read a step
// after switching a fault on, or after starting, as a person does. The fault exercises
// are done in the pages as the steps say (the filled-in fault switches, the upload area, the
// banner's Clear, the dead letters' Replay all), with Check pressed in the docked lab panel.
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  check,
  checkUntilDone,
  clearFromBanner,
  labPanel,
  lessonLab,
  openExercise,
  replayAllInPage,
  runSearchesUntilDone,
  startExercise,
  startFaultFromStep,
  uploadInPage,
} from './support/lab-exercise';
import { usePageSession } from './support/page-session';
import {
  clearFaults,
  learnerHeaders,
  queue,
  settle,
  settled,
  upload,
  uploadedId,
} from './support/system-api';

/** How long a slow learner takes to read a step before doing the next one. */
const READING_MS = 20_000;

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 1280, height: 900 });
const page = () => session.page;
const panel = () => labPanel(page());

afterEach(clearFaults);

describe('In the Lab, at a human pace', () => {
  it('dead-letter-replay passes with 20 s between switching the fault on and the next step', async () => {
    const waiting = await settled(async () => (await queue('file-events')).deadLettered);
    await startExercise(page(), 'dead-letter-replay');
    await startFaultFromStep(page());
    await settle(READING_MS);
    await uploadInPage(page(), 'slow-dead-letter.txt');
    await settle(READING_MS);

    // While it is on its way, Check says how far it got.
    expect(await check(panel())).toMatch(/^The file event has failed \d of its 6 deliveries/);
    await page().goto(`${baseUrl}/services#queues`);
    const row = page().locator('#queues').getByText('file-events', { exact: true }).first();
    await row.waitFor();
    await expect
      .poll(async () => (await queue('file-events')).deadLettered, {
        timeout: 90_000,
        interval: 2_000,
      })
      .toBe(waiting + 1);

    await clearFromBanner(page());
    await replayAllInPage(page());
    expect(await checkUntilDone(panel(), 40_000)).toMatch(/came back with the replay/);
  }, 240_000);

  it('pause-and-drain passes with 20 s between switching the fault on and the next step', async () => {
    await startExercise(page(), 'pause-and-drain');
    await startFaultFromStep(page());
    await settle(READING_MS);
    for (const name of ['slow-pause-1.txt', 'slow-pause-2.txt', 'slow-pause-3.txt']) {
      await upload(name);
    }
    // The paused deliveries reach the traces a moment after the uploads.
    await expect
      .poll(() => check(panel()), { timeout: 20_000, interval: 1_000 })
      .toMatch(/still active/);
    await clearFromBanner(page());
    expect(await checkUntilDone(panel(), 40_000)).toMatch(/counted once it drained/);
  }, 120_000);

  it('the search, queue-hop and R2 exercises pass when they are done 20 s after their start', async () => {
    const exercises = ['search-timing', 'upload-queue-hop', 'r2-operations-traced'];
    for (const id of exercises) await startExercise(page(), id);
    await settle(READING_MS);
    const uploaded = uploadedId(await upload('slow-hop.txt'));
    const deleted = await fetch(`${baseUrl}/api/storage/files/${uploaded}`, {
      method: 'DELETE',
      headers: learnerHeaders(),
    });
    expect(deleted.ok).toBe(true);
    await openExercise(page(), 'search-timing');
    expect(await runSearchesUntilDone(lessonLab(page()))).toMatch(/^Done: /);
    for (const id of exercises.slice(1)) {
      await openExercise(page(), id);
      expect(await checkUntilDone(lessonLab(page()))).toMatch(/^Done: /);
    }
  }, 180_000);
});
