// The reliable-messaging module's 'In the Lab' exercises on the running system, at a fast pace:
// each message fault switched on and cleared through the API, the uploads sent through it, and
// Check pressed in the docked lab panel on Services, first to say what is missing, then until
// it passes with the figures the exercise is about.
import { afterEach, describe, expect, it } from 'vitest';
import { check, checkUntilDone, labPanel, startExercise } from './support/lab-exercise';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';
import {
  clearFault,
  clearFaults,
  learnerHeaders,
  queue,
  quietFileEvents,
  removeUploads,
  replayFileEventDeadLetters,
  settled,
  startFault,
  upload,
  uploadedId,
} from './support/system-api';

const { page, baseUrl } = usePage(DESKTOP_VIEWPORT);
const panel = () => labPanel(page());

/**
 * Starts the exercise in its lesson, once the file count has stopped moving (an earlier test's
 * delayed or redelivered events would count as this one's), and goes to Services, where the lab
 * panel is docked.
 */
async function begin(checkId: string) {
  await quietFileEvents();
  await startExercise(page(), checkId);
  await page().goto(`${baseUrl}/services`);
  await panel().getByRole('button', { name: 'Check' }).waitFor();
}

const uploadAll = async (names: readonly string[]) => {
  const ids: string[] = [];
  for (const name of names) ids.push(uploadedId(await upload(name)));
  return ids;
};

afterEach(clearFaults);

describe('In the Lab, reliable messaging', () => {
  it('duplicate-deliveries: three uploads re-sent and one redelivered, counted once each', async () => {
    await begin('duplicate-deliveries');
    expect(await check(panel())).toMatch(/^No upload since you started/);
    const fault = await startFault({
      target: 'file-events',
      type: 'duplicate',
      value: 1,
      durationSeconds: 300,
    });
    await uploadAll(['twice-1.txt', 'twice-2.txt', 'twice-3.txt']);
    // The copies are sent after the consumer handled its batch: the fault stays on till then.
    await expect
      .poll(() => check(panel()), { timeout: 30_000, interval: 1_000 })
      .toMatch(/^3 uploads were re-sent: each copy a new message, attempt 1\. Now the redelivery/);
    await clearFault(fault.id);
    // The redelivery: a crash before the ack, so the same message comes back at attempt 2.
    const crash = await startFault({ target: 'file-events', type: 'crash', durationSeconds: 300 });
    await uploadAll(['again-1.txt']);
    expect(await checkUntilDone(panel())).toMatch(
      /^Done: 3 uploads were re-sent \(a new message, attempt 1\) and 1 redelivered \(the same message, attempt 2\), and the file count rose by exactly 4/,
    );
    await clearFault(crash.id);
  }, 120_000);

  it('reorder-usage-right: uploads and a delete out of order leave the count right', async () => {
    await begin('reorder-usage-right');
    expect(await check(panel())).toMatch(/^No file event was put back/);
    const fault = await startFault({
      target: 'file-events',
      type: 'reorder',
      durationSeconds: 300,
    });
    const [first] = await uploadAll(['order-1.txt', 'order-2.txt', 'order-3.txt']);
    const deleted = await fetch(`${baseUrl}/api/storage/files/${first}`, {
      method: 'DELETE',
      headers: learnerHeaders(),
    });
    expect(deleted.ok).toBe(true);
    // The consumer acts on the fault when the batch arrives, up to a second after the uploads.
    await expect
      .poll(() => check(panel()), { timeout: 15_000 })
      .not.toMatch(/^No file event was put back/);
    await clearFault(fault.id);
    expect(await checkUntilDone(panel(), 40_000)).toMatch(/3 uploads − 1 delete/);
  }, 90_000);

  it('poison-dead-lettered: dead-lettered at once with its reason, back again after a replay', async () => {
    await begin('poison-dead-lettered');
    expect(await check(panel())).toMatch(/^No poison file event/);
    const waiting = await settled(async () => (await queue('file-events')).deadLettered);
    await startFault({ target: 'file-events', type: 'poison', value: 1, durationSeconds: 300 });
    await uploadAll(['poison-1.txt', 'poison-2.txt']);
    await expect
      .poll(async () => (await queue('file-events')).deadLettered, { timeout: 10_000 })
      .toBe(waiting + 1);
    await expect.poll(() => check(panel()), { timeout: 15_000 }).toMatch(/Now replay it/);
    expect(await replayFileEventDeadLetters()).toBeGreaterThanOrEqual(1);
    expect(await checkUntilDone(panel())).toMatch(/the replay sent it straight back/);
    await removeUploads(['poison-1.txt', 'poison-2.txt']);
  }, 120_000);

  it('slow-consumer-backlog: a slowed consumer drains its backlog, each delivery 500 ms or more', async () => {
    await begin('slow-consumer-backlog');
    expect(await check(panel())).toMatch(/^No file event has been handled by a slowed consumer/);
    const fault = await startFault({
      target: 'file-events',
      type: 'slow',
      value: 500,
      durationSeconds: 300,
    });
    await uploadAll(['slow-1.txt', 'slow-2.txt', 'slow-3.txt', 'slow-4.txt']);
    await expect
      .poll(() => check(panel()), { timeout: 15_000 })
      .toMatch(/slow fault on file-events is still active/);
    await expect
      .poll(async () => (await queue('file-events')).backlog, { timeout: 20_000 })
      .toBe(0);
    await clearFault(fault.id);
    const answer = await checkUntilDone(panel());
    expect(Number(/lasted (\d+) ms/.exec(answer)?.[1])).toBeGreaterThanOrEqual(500);
  }, 90_000);

  it('outbox-send-fail: failed sends wait in the outbox and are counted after the fault', async () => {
    await begin('outbox-send-fail');
    expect(await check(panel())).toMatch(/^No send of a file event has failed/);
    const fault = await startFault({
      target: 'file-events',
      type: 'send-fail',
      durationSeconds: 180,
    });
    await uploadAll(['outbox-1.txt', 'outbox-2.txt']);
    await expect.poll(() => check(panel()), { timeout: 15_000 }).toMatch(/still active/);
    await clearFault(fault.id);
    expect(await checkUntilDone(panel(), 20_000)).toMatch(/^Done: storage's send failed/);
  }, 90_000);
});
