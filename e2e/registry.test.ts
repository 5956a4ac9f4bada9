import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 1400, height: 1000 });

const page = () => session.page;
const results = () => page().getByRole('list', { name: 'Search results' }).getByRole('listitem');
const pageLabel = () => page().getByText(/^Page \d+ of \d+$/);

async function openMetrics() {
  await page().goto(`${baseUrl}/metrics`);
  await page().getByRole('heading', { level: 1, name: 'Metrics and Analytics' }).waitFor();
}

async function searchFor(text: string) {
  const box = page().getByLabel('Search for an entity (name, keyword)');
  await box.fill(text);
  await expect.poll(() => results().count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

describe('the register panels of the Metrics page', () => {
  it('asks for a query first, then searches, filters and pages', async () => {
    await openMetrics();
    await page().getByText('Enter a query to search').waitFor();
    await searchFor('holdings');
    expect(await results().count()).toBe(10);
    expect(await pageLabel().textContent()).toMatch(/^Page 1 of \d+$/);
    const firstPage = await results().first().textContent();

    await page().getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pageLabel().textContent()).toMatch(/^Page 2 of /);
    await expect.poll(() => results().first().textContent()).not.toBe(firstPage);

    await page().getByLabel('Entity status').first().click();
    await page().getByRole('option', { name: 'Removed' }).click();
    await expect.poll(() => pageLabel().textContent()).toMatch(/^Page 1 of /);
    for (const row of await results().all()) expect(await row.textContent()).toContain('Removed');

    await page().getByLabel('Page size').first().click();
    await page().getByRole('option', { name: '20' }).click();
    await expect.poll(() => results().count()).toBe(20);
  });

  it('shows No results for a query nothing matches', async () => {
    await openMetrics();
    await page().getByLabel('Search for an entity (name, keyword)').fill('qwxzvb');
    await page().getByText('No results', { exact: true }).waitFor();
  });

  it('views an entity, copies its NZBN, and saves it to and removes it from the shortlist', async () => {
    await page().context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openMetrics();
    await searchFor('smith');
    const first = results().first();
    const nzbn = (await first.textContent())?.match(/94\d{11}/)?.[0] ?? '';
    expect(nzbn).toMatch(/^94\d{11}$/);

    await first.getByRole('button', { name: /^View / }).click();
    const details = page().getByRole('region', { name: 'Entity Details' });
    await details.getByText(nzbn).waitFor();

    await first.getByRole('button', { name: `Copy NZBN ${nzbn}` }).click();
    await expect.poll(() => page().evaluate(() => navigator.clipboard.readText())).toBe(nzbn);

    await first.getByRole('button', { name: /^Save / }).click();
    const shortlist = page().getByRole('region', { name: 'Shortlist' });
    await shortlist.getByRole('cell', { name: nzbn }).waitFor();
    await shortlist.getByRole('button', { name: /^Remove / }).click();
    await shortlist.getByText('No items saved yet').waitFor();
  });

  it('exports the shortlist as CSV and restores query and shortlist after a reload', async () => {
    await openMetrics();
    await searchFor('trust');
    const firstTwo = (await results().all()).slice(0, 2);
    for (const row of firstTwo) await row.getByRole('button', { name: /^Save / }).click();
    const shortlist = page().getByRole('region', { name: 'Shortlist' });
    await expect.poll(() => shortlist.getByRole('row').count()).toBe(3);

    const [download] = await Promise.all([
      page().waitForEvent('download'),
      shortlist.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('nzbn-shortlist.csv');
    const csv = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(csv[0]).toBe('nzbn,name,entityType,status');
    expect(csv).toHaveLength(3);

    await page().reload();
    await expect
      .poll(() => page().getByLabel('Search for an entity (name, keyword)').inputValue())
      .toBe('trust');
    await expect.poll(() => shortlist.getByRole('row').count()).toBe(3);
    await shortlist.getByRole('button', { name: 'Clear' }).click();
    await shortlist.getByText('No items saved yet').waitFor();
  });

  it('charts real registrations without the sample-data label', async () => {
    await openMetrics();
    const analytics = page().getByRole('region', { name: 'NZBN Analytics' });
    await analytics.getByRole('heading', { name: 'Registrations Over Time' }).waitFor();
    await expect.poll(() => analytics.getByText('Sample data').count()).toBe(0);
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      analytics.getByRole('button', { name: 'Download CSV' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('nzbn-registrations.csv');
    const csv = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(csv[0]).toBe('timestamp,count');
    expect(csv.slice(1).some((line) => Number(line.split(',')[1]) > 0)).toBe(true);
  });
});
