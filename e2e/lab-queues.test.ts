// The queues on the live map, under faults on the running system: a paused consumer's
// backlog grows and drains, and a failing one's messages reach the dead-letter queue, are
// counted there and, replayed, count once.
import { deadLetterListSchema, replayResultSchema } from '@repo/contracts/lab-topology';
import { operationMetricsSchema } from '@repo/contracts/metrics';
import * as z from 'zod';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';
import {
  actAs,
  clearFaults,
  data,
  fileCount,
  queue,
  settle,
  settled,
  startFault,
  upload,
} from './support/system-api';

const baseUrl = inject('baseUrl');
const session = usePageSession();

/** How many uploads the metrics counted over the last hour. */
async function uploadsCounted() {
  const end = new Date();
  const start = new Date(end.getTime() - 3_600_000);
  const query = new URLSearchParams({ start: start.toISOString(), end: end.toISOString() });
  const response = await fetch(`${baseUrl}/api/metrics/operations?${query}`);
  const { items } = await data(response, z.object({ items: z.array(operationMetricsSchema) }));
  return items.find((item) => item.operationType === 'file.upload')?.count ?? 0;
}

afterEach(clearFaults);

describe('queues under faults', () => {
  it("'pause' on file-events: the map's backlog shows the 3 uploads, then drains; usage rises by 3", async () => {
    const before = await settled(fileCount);
    await expect
      .poll(async () => (await queue('file-events')).backlog, { timeout: 15_000 })
      .toBe(0);

    const pause = await startFault({ target: 'file-events', type: 'pause', durationSeconds: 120 });
    for (const name of ['map-one.txt', 'map-two.txt', 'map-three.txt']) await upload(name);
    await expect
      .poll(async () => (await queue('file-events')).backlog, { timeout: 15_000, interval: 500 })
      .toBe(3);
    const paused = await queue('file-events');
    expect(paused.oldestAgeSeconds).not.toBeNull();
    expect(await fileCount()).toBe(before);

    await fetch(`${baseUrl}/api/lab/faults/${pause.id}`, { method: 'DELETE' });
    await expect
      .poll(async () => (await queue('file-events')).backlog, { timeout: 20_000, interval: 500 })
      .toBe(0);
    await expect.poll(fileCount, { timeout: 10_000 }).toBe(before + 3);
    await settle(3_000);
    expect(await fileCount()).toBe(before + 3);
  }, 90_000);

  it("'fail' on telemetry: messages reach the dead-letter queue, and replayed they count once", async () => {
    const counted = await settled(uploadsCounted);
    const waiting = (await queue('telemetry')).deadLettered;

    await startFault({ target: 'telemetry', type: 'fail', durationSeconds: 300 });
    for (const name of ['dlq-one.txt', 'dlq-two.txt']) await upload(name);
    // Five retries with backoff (1 + 2 + 4 + 8 + 16 s), then the dead-letter queue.
    await expect
      .poll(async () => (await queue('telemetry')).deadLettered, {
        timeout: 60_000,
        interval: 1_000,
      })
      .toBeGreaterThan(waiting);
    await clearFaults();
    // Messages still in their backoff are handled once the fault has ended (after up to 16 s);
    // those that used their last attempt just before reach the dead-letter queue a moment
    // later. Replay once nothing is on its way any more.
    await expect
      .poll(async () => (await queue('telemetry')).backlog, { timeout: 40_000, interval: 1_000 })
      .toBe(0);
    await settled(async () => (await queue('telemetry')).deadLettered);
    // The uploads' own message may have been dead-lettered or, still in its backoff when the
    // fault ended, handled: either way it must count once, never twice.
    expect(await uploadsCounted()).toBeLessThanOrEqual(counted + 2);

    const list = await data(
      await fetch(`${baseUrl}/api/lab/queues/telemetry/dead-letters`),
      deadLetterListSchema,
    );
    expect(list.total).toBeGreaterThan(0);
    const replay = await fetch(`${baseUrl}/api/lab/queues/telemetry/dead-letters/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect((await data(replay, replayResultSchema)).replayed).toBe(list.total);

    await expect
      .poll(async () => (await queue('telemetry')).deadLettered, { timeout: 10_000 })
      .toBe(0);
    // A message still in its backoff when the fault ended is handled after up to 16 s.
    await expect.poll(uploadsCounted, { timeout: 40_000, interval: 1_000 }).toBe(counted + 2);
    await settle(3_000);
    expect(await uploadsCounted()).toBe(counted + 2);
  }, 150_000);
});

describe('the map in the browser', () => {
  it('shows the queues and connections as tables beside the map', async () => {
    await session.page.goto(`${baseUrl}/services`);
    await session.page.getByRole('heading', { level: 2, name: 'System map' }).waitFor();
    const queues = session.page.getByRole('table', { name: 'Queues' });
    await queues.getByRole('row', { name: /file-events/ }).waitFor();
    await queues.getByRole('row', { name: /telemetry/ }).waitFor();
    const connections = session.page.getByRole('table', { name: 'Connections' });
    await connections
      .getByRole('row', { name: /gateway.*storage/ })
      .first()
      .waitFor();
  });
});

describe('from the map to the traces', () => {
  it('opens the recent traces of a worker from its line in the Connections table', async () => {
    await session.page.goto(`${baseUrl}/services`);
    // The Traces page lists the learner's own: this page's lab session makes one.
    await actAs(session.page);
    await upload('from-the-map.txt');
    const connections = session.page.getByRole('table', { name: 'Connections' });
    await connections.getByRole('link', { name: 'Recent traces of gateway' }).first().click();
    await session.page.getByRole('heading', { level: 1, name: 'Traces' }).waitFor();
    expect(new URL(session.page.url()).search).toBe('?service=gateway');
    await session.page.getByRole('table', { name: 'Recent traces' }).waitFor({ timeout: 15_000 });
  });
});

describe('the load generator in the browser', () => {
  it('sends the chosen number of uploads, with progress', async () => {
    await session.page.goto(`${baseUrl}/services`);
    const card = session.page.getByRole('region', { name: 'Generate load' });
    await card.getByLabel('Number of uploads').fill('3');
    await card.getByRole('button', { name: 'Generate load' }).click();
    await card
      .getByText(/^Done: 3 succeeded, 0 failed in [\d.]+ s\.$/)
      .waitFor({ timeout: 20_000 });
    expect(await card.getByRole('progressbar', { name: 'Load progress' }).count()).toBe(1);
  });
});
