// 'In the Lab' on the running system: each module's exercise is done for real (faults,
// uploads, searches through the sandbox's API bridge), and its Check reads the live API and
// marks it done; before that, Check says what is still missing. The bridge's refusals are
// checked in Chromium too.
import { afterEach, describe, expect, it } from 'vitest';
import {
  check as checkIn,
  checkUntilDone as checkUntilDoneIn,
  lessonLab,
  runSearchesUntilDone,
  startExercise as startInPage,
} from './support/lab-exercise';
import { DESKTOP_VIEWPORT, usePage } from './support/page-session';
import {
  clearFault,
  clearFaults,
  learnerHeaders,
  queue,
  quietFileEvents,
  replayFileEventDeadLetters,
  settled,
  startFault,
  upload,
  uploadedId,
} from './support/system-api';

const { session, page, baseUrl } = usePage(DESKTOP_VIEWPORT);

const lab = () => lessonLab(page());
const startExercise = (checkId: string) => startInPage(page(), checkId);
const check = () => checkIn(lab());

/** Presses Check until it says Done, and the card shows Done. */
async function checkUntilDone(timeout = 30_000): Promise<string> {
  const answer = await checkUntilDoneIn(lab(), timeout);
  await lab().getByText('Done', { exact: true }).waitFor();
  return answer;
}

afterEach(clearFaults);

describe('In the Lab', () => {
  it('search-timing: the example times real searches through api.get, and Check sees them overlap', async () => {
    await startExercise('search-timing');
    expect(await check()).toMatch(/^Found 0 register searches since you started/);

    expect(await runSearchesUntilDone(lab())).toMatch(/^Done: .*searches since you started/);
    const output = (await lab().getByRole('log', { name: 'Output' }).innerText()).trim();
    expect(output).not.toMatch(/Error/);
    expect(output).toMatch(/one after another: \d+ ms/);
    expect(output).toMatch(/Promise\.all: \d+ ms/);
    await lab().getByText('Done', { exact: true }).waitFor();
    // The pass counts in the module's header at once, and Done is kept in the browser.
    const tally = page().getByTestId('progress-tally').first();
    await expect.poll(() => tally.innerText()).toContain('Labs 1 of 1');
    await page().reload();
    await lab().getByText('Done', { exact: true }).waitFor();
    await expect.poll(() => tally.innerText()).toContain('Labs 1 of 1');
  }, 90_000);

  it('upload-queue-hop: an upload since the start crosses file-events, and Check names the wait', async () => {
    await startExercise('upload-queue-hop');
    expect(await check()).toMatch(/^No upload since you started/);
    await upload('lab-hop.txt');
    expect(await checkUntilDone()).toMatch(/waited \d+ ms between storage's 'send file-events'/);
  }, 90_000);

  it('r2-operations-traced: Check wants an R2 put, then an R2 delete', async () => {
    await startExercise('r2-operations-traced');
    expect(await check()).toMatch(/'R2 put'/);
    const id = uploadedId(await upload('lab-r2.txt'));
    await expect.poll(check, { timeout: 15_000, interval: 1_000 }).toMatch(/'R2 delete'/);
    const deleted = await fetch(`${baseUrl}/api/storage/files/${id}`, {
      method: 'DELETE',
      headers: learnerHeaders(),
    });
    expect(deleted.ok).toBe(true);
    expect(await checkUntilDone()).toMatch(/'R2 put'.*'R2 delete'/);
  }, 90_000);

  it('pause-and-drain: paused uploads wait; Check waits for the fault to clear and the backlog to drain', async () => {
    // The backlog read below is the queue's, everyone's: an earlier file's retries must be done.
    await quietFileEvents();
    await startExercise('pause-and-drain');
    expect(await check()).toMatch(/has not held back any upload/);
    const pause = await startFault({ target: 'file-events', type: 'pause', durationSeconds: 120 });
    for (const name of ['lab-pause-1.txt', 'lab-pause-2.txt', 'lab-pause-3.txt']) {
      await upload(name);
    }
    await expect
      .poll(async () => (await queue('file-events')).backlog, { timeout: 20_000, interval: 500 })
      .toBe(3);
    await expect.poll(check, { timeout: 20_000, interval: 1_000 }).toMatch(/still active/);
    await clearFault(pause.id);
    expect(await checkUntilDone(40_000)).toMatch(/counted once it drained/);
  }, 120_000);

  it('dead-letter-replay: a failed upload event is dead-lettered, replayed and counted', async () => {
    await startExercise('dead-letter-replay');
    expect(await check()).toMatch(/^No replay of dead letters/);
    const waiting = await settled(async () => (await queue('file-events')).deadLettered);
    const fail = await startFault({ target: 'file-events', type: 'fail', durationSeconds: 120 });
    await upload('lab-dead-letter.txt');
    // Backoff 1 + 2 + 4 + 8 + 16 s, then the dead-letter queue.
    await expect
      .poll(async () => (await queue('file-events')).deadLettered, {
        timeout: 60_000,
        interval: 1_000,
      })
      .toBe(waiting + 1);
    await clearFault(fail.id);
    // The learner's own letters only: this exercise's one.
    expect(await replayFileEventDeadLetters()).toBe(1);
    expect(await checkUntilDone()).toMatch(/dead-letter queue, came back with the replay/);
  }, 150_000);
});

describe('the API bridge in the sandbox', () => {
  it('reads /api/ paths as JSON and refuses anything else with a clear error; fetch stays blocked', async () => {
    // The refused fetch and the 404 the page reads for the sandbox show in the console.
    session.expectedErrors = [/Content Security Policy/, /404/];
    await page().goto(`${baseUrl}/learn/async-basics?section=sync-vs-async`);
    const playground = page().getByRole('region', { name: 'Try It Yourself' });
    const editor = playground.getByRole('textbox', { name: 'Code editor' });
    await editor.click();
    await page().keyboard.press('ControlOrMeta+a');
    await page().keyboard.insertText(`const attempts = {
  other: () => api.get('/services'),
  escape: () => api.get('/api/../services'),
  site: () => api.get('https://example.com/api/health'),
  post: () => api.post('/api/storage/upload'),
  missing: () => api.get('/api/users/no-such-user'),
  fetch: () => fetch('${baseUrl}/api/health'),
};
for (const [name, attempt] of Object.entries(attempts)) {
  try { await attempt(); console.log(name, 'allowed'); } catch (error) { console.log(name, error.message); }
}
const user = await api.get('/api/users/demo-user');
console.log('user', user.success, typeof user.data.usage.fileCount);
let refused = '';
for (let call = 0; call < 30 && refused === ''; call += 1) {
  await api.get('/api/users/demo-user').catch((error) => { refused = call + ': ' + error.message; });
}
console.log('limit', refused);`);
    await playground.getByRole('button', { name: 'Run Code' }).click();
    await playground.getByRole('button', { name: 'Run Code' }).waitFor({ timeout: 15_000 });
    const lines = (await playground.getByRole('log', { name: 'Output' }).innerText())
      .trim()
      .split('\n');
    expect(lines).toEqual([
      "other api.get only reads this app's /api/ paths: '/services' is not one",
      "escape api.get only reads this app's /api/ paths: '/api/../services' is not one",
      "site api.get only reads this app's /api/ paths: 'https://example.com/api/health' is not one",
      'post api.post is not allowed: the bridge only reads, with api.get(path)',
      "missing api.get('/api/users/no-such-user') answered 404: User not found: no-such-user",
      'fetch Failed to fetch',
      'user true number',
      'limit 17: api.get: a run may make at most 20 calls',
    ]);
  }, 60_000);
});
