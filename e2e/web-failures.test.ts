// A failure of the running system, said for what it is in Chromium: a register search that the
// API refuses shows the API's own reason and a Retry button, never 'No results'.
import { describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 1400, height: 1000 });
const page = () => session.page;
const searchPanel = () => page().getByRole('region', { name: 'NZBN Search' });
const searchBox = () => page().getByLabel('Search for an entity (name, keyword)');
const isSearch = (url: string) => new URL(url).pathname === '/api/nzbn/search';

describe('a register search the API refuses', () => {
  it("shows the API's reason and a Retry button instead of 'No results'", async () => {
    // Chromium logs the refused request to the console: here that is the point.
    session.expectedErrors = [/status of 400/];
    await page().goto(`${baseUrl}/metrics`);
    await page().getByRole('heading', { level: 1, name: 'Metrics and Analytics' }).waitFor();

    // Longer than the 200 characters the search API accepts; the box sends it as typed.
    await searchBox().fill('kiwi '.repeat(50));
    const alert = searchPanel().getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toContain('Search failed');
    expect(await alert.textContent()).toMatch(/q must be at most 200 characters/);
    expect(await searchPanel().getByText('No results', { exact: true }).count()).toBe(0);

    // Retry sends the same search again, and the API refuses it again.
    const [retried] = await Promise.all([
      page().waitForResponse((response) => isSearch(response.url())),
      alert.getByRole('button', { name: 'Retry' }).click(),
    ]);
    expect(retried.status()).toBe(400);
    await alert.waitFor();

    // A query the API accepts replaces the failure with results.
    await searchBox().fill('holdings');
    const results = searchPanel()
      .getByRole('list', { name: 'Search results' })
      .getByRole('listitem');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await searchPanel().getByRole('alert').count()).toBe(0);
  });
});
