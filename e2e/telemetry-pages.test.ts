// The Dashboard, Services and Metrics pages showing the running system's own telemetry.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 1400, height: 1000 });
const page = () => session.page;
const card = (title: string) => page().getByRole('region', { name: title });

async function operationCounts(): Promise<Record<string, number>> {
  const start = new Date(Date.now() - 3_600_000).toISOString();
  const end = new Date(Date.now() + 60_000).toISOString();
  const response = await fetch(`${baseUrl}/api/metrics/operations?start=${start}&end=${end}`);
  const { data } = (await response.json()) as {
    data: { items: { operationType: string; count: number }[] };
  };
  return Object.fromEntries(data.items.map((item) => [item.operationType, item.count]));
}

beforeAll(async () => {
  // Traffic of our own: an upload and three searches, through the gateway.
  const form = new FormData();
  form.set('file', new File(['telemetry'], 'pages.txt', { type: 'text/plain' }));
  form.set('userId', 'demo-user');
  expect(
    (await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form })).status,
  ).toBe(201);
  for (const q of ['tui', 'kea', 'moa']) await fetch(`${baseUrl}/api/nzbn/search?q=${q}`);
  // The events reach the metrics through the queue a second or two later.
  const deadline = Date.now() + 20_000;
  let counts = await operationCounts();
  while (!(counts['file.upload'] && counts['registry.search']) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    counts = await operationCounts();
  }
  expect(counts).toMatchObject({
    'file.upload': expect.any(Number) as number,
    'registry.search': expect.any(Number) as number,
  });
});

describe('the Metrics page on live telemetry', () => {
  it('shows the traffic in the operations table, the Operation Counts chart and the request rate', async () => {
    const expected = await operationCounts();
    await page().goto(`${baseUrl}/metrics`);
    const table = page().getByRole('region', { name: 'Async Operation Metrics' });
    const searchRow = table.getByRole('row', { name: /registry\.search/ });
    await searchRow.waitFor();
    expect(await searchRow.textContent()).toContain('100.0%');
    expect(
      Number((await searchRow.getByRole('cell').nth(1).textContent()) ?? '0'),
    ).toBeGreaterThanOrEqual(expected['registry.search'] ?? 1);

    const counts = card('Operation Counts');
    expect(await counts.getByText('Sample data').count()).toBe(0);
    await counts.getByRole('button', { name: 'Show data table' }).click();
    await counts.getByRole('row', { name: /file\.upload/ }).waitFor();

    const rate = card('Request Rate Over Time');
    expect(await rate.getByText('Sample data').count()).toBe(0);
    await rate.getByRole('button', { name: 'Show data table' }).click();
    // 24 hours by default: 96 buckets, and the searches just made are in the last ones.
    await expect.poll(() => rate.getByRole('row').count()).toBe(97);
    const values = await rate
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => Number(row.lastElementChild?.textContent ?? '0')),
      );
    expect(values.some((value) => value > 0)).toBe(true);
  });

  it('switches ranges and moves the brush window from the keyboard', async () => {
    await page().goto(`${baseUrl}/metrics`);
    const rate = card('Request Rate Over Time');
    await page()
      .getByRole('radiogroup', { name: 'Time range' })
      .getByText('1h', { exact: true })
      .click();
    await rate.getByRole('button', { name: 'Show data table' }).click();
    await expect.poll(() => rate.getByRole('row').count(), { timeout: 15_000 }).toBe(61);

    // The brush is drawn once the chart has its data: wait for its start handle.
    const start = rate.getByRole('slider').first();
    await start.waitFor();
    const before = await start.getAttribute('aria-label');
    expect(before).toMatch(/^Time window /);
    await start.focus();
    // The brush starts on the whole range: its start moves right, into it.
    await page().keyboard.press('ArrowRight');
    await expect.poll(() => start.getAttribute('aria-label')).not.toBe(before);

    await page().reload();
    expect(await page().getByRole('radio', { name: '1h' }).isChecked()).toBe(true);
  });
});

describe('the Dashboard and Services pages on live telemetry', () => {
  it('shows each service healthy with its uptime and the quick stats from the gateway', async () => {
    await page().goto(`${baseUrl}/`);
    for (const name of ['Storage Service', 'User Service', 'Visualization Service']) {
      const service = page().getByRole('region', { name: 'Service Health' }).getByText(name);
      await service.waitFor();
    }
    await expect
      .poll(() => page().getByText('Uptime: 100.0%').count(), { timeout: 15_000 })
      .toBe(3);
    expect(await page().getByText('Sample data').count()).toBe(0);
    const total = page().getByRole('group', { name: 'Total Requests' });
    await total.waitFor();
    expect(await total.textContent()).not.toContain('12,345');
  });

  it('shows each service with its real status and metrics', async () => {
    await page().goto(`${baseUrl}/services`);
    await expect
      .poll(() => page().getByText('Healthy', { exact: true }).count(), { timeout: 15_000 })
      .toBe(3);
    await expect
      .poll(() => page().getByText('Loading service metrics...').count(), { timeout: 15_000 })
      .toBe(0);
    expect(await page().getByText('Sample data').count()).toBe(0);
    await page().getByText('Requests/sec').first().waitFor();
  });
});
