// The dead-letter exercise as a learner watches it: under a `fail` fault on file-events, the
// Queues table says where an upload's message stands in its retries, attempt after attempt,
// and stops once the fault is cleared and the message is handled; the failed deliveries count
// against events.consume on the Metrics page.
import { operationMetricsSchema } from '@repo/contracts/metrics';
import { afterEach, describe, expect, inject, it } from 'vitest';
import * as z from 'zod';
import { usePageSession } from './support/page-session';
import { clearFaults, data, startFault, upload } from './support/system-api';

const baseUrl = inject('baseUrl');
const session = usePageSession();

const RETRY_LINE = /^attempt (\d+) of 6, next (in \d+ s|any moment)$/;

afterEach(clearFaults);

/** The lines under file-events' retries in the Queues table, as the learner reads them. */
async function retryLines(): Promise<string[]> {
  const list = session.page
    .getByRole('table', { name: 'Queues' })
    .getByRole('row', { name: /file-events/ })
    .getByRole('list', { name: 'Messages of file-events between retries' });
  if ((await list.count()) === 0) return [];
  return list.getByRole('listitem').allInnerTexts();
}

/** events.consume's success rate over the last 15 minutes, as the Metrics page shows it. */
async function consumeSuccessRate(): Promise<number | undefined> {
  const query = new URLSearchParams({
    start: new Date(Date.now() - 15 * 60_000).toISOString(),
    end: new Date().toISOString(),
  });
  const response = await fetch(`${baseUrl}/api/metrics/operations?${query}`);
  const { items } = await data(response, z.object({ items: z.array(operationMetricsSchema) }));
  return items.find((item) => item.operationType === 'events.consume')?.successRate;
}

/** The highest attempt the lines show, or 0 when none does. */
async function highestAttempt(): Promise<number> {
  const attempts = (await retryLines()).map((line) => Number(RETRY_LINE.exec(line)?.[1] ?? 0));
  return Math.max(0, ...attempts);
}

describe('a failing file-events consumer on the map', () => {
  it("shows an upload's message 'attempt N of 6, next in …' with N rising, then no more once it is handled", async () => {
    await session.page.goto(`${baseUrl}/services`);
    await session.page.getByRole('table', { name: 'Queues' }).waitFor();
    await startFault({ target: 'file-events', type: 'fail', durationSeconds: 120 });
    await upload('retry-watch.txt');

    await expect.poll(highestAttempt, { timeout: 20_000, interval: 250 }).toBeGreaterThan(0);
    const first = await highestAttempt();
    for (const line of await retryLines()) expect(line).toMatch(/^(attempt \d+ of 6, next |\+)/);
    expect((await retryLines()).some((line) => RETRY_LINE.test(line))).toBe(true);
    // A failed delivery is a failed events.consume: its success is no longer 100 %.
    await expect.poll(consumeSuccessRate, { timeout: 20_000, interval: 500 }).toBeLessThan(100);
    // The backoff doubles (1, 2, 4, 8 s): a later delivery fails and the line moves on.
    await expect
      .poll(highestAttempt, { timeout: 30_000, interval: 250 })
      .toBeGreaterThan(Math.max(first, 2));

    // Cleared, the next delivery handles the message (within 16 s) and its line goes.
    await clearFaults();
    await expect.poll(retryLines, { timeout: 45_000, interval: 1_000 }).toEqual([]);
  }, 120_000);
});
