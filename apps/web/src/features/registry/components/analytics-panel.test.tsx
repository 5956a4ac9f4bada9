import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubApi as stubPaths } from '@/test/api-stub';
import { stubDownloads } from '@/test/download-stub';
import { region as card } from '@/test/queries';
import { renderPage } from '@/test/render';
import { AnalyticsPanel } from './analytics-panel';

const REGISTRATIONS = '/api/nzbn/analytics/registrations';
const DISTRIBUTION = '/api/nzbn/analytics/distribution';

const SERIES = [
  { timestamp: '2026-07-01T00:00:00.000Z', count: 3 },
  { timestamp: '2026-07-02T00:00:00.000Z', count: 5 },
];

function renderAnalytics() {
  return renderPage(<AnalyticsPanel />, '/metrics');
}

function stubApi() {
  return stubPaths({
    [REGISTRATIONS]: () => Response.json({ success: true, data: { series: SERIES } }),
    [DISTRIBUTION]: (url) =>
      url.searchParams.get('groupBy') === 'region'
        ? Response.json({ items: [{ label: 'Auckland', value: 7 }] })
        : Response.json({
            success: true,
            data: {
              items: [
                { label: 'Company', value: 9 },
                { label: 'Trust', value: 1 },
              ],
            },
          }),
  });
}

describe('AnalyticsPanel', () => {
  it('asks for the stored range ending now, by day', async () => {
    window.localStorage.setItem('metrics.range', '7d');
    const fetchMock = stubApi();
    renderAnalytics();

    await waitFor(() => expect(requestsTo(fetchMock, REGISTRATIONS)).toHaveLength(1));
    const url = requestsTo(fetchMock, REGISTRATIONS)[0];
    const start = Date.parse(url?.searchParams.get('start') ?? '');
    const end = Date.parse(url?.searchParams.get('end') ?? '');
    expect(end - start).toBe(7 * 24 * 60 * 60 * 1000);
    expect(Math.abs(Date.now() - end)).toBeLessThan(5000);
    expect(url?.searchParams.get('interval')).toBe('day');
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, DISTRIBUTION).map((request) => request.searchParams.get('groupBy')),
      ).toEqual(expect.arrayContaining(['entityType', 'region'])),
    );
  });

  it('shows a skeleton while loading', () => {
    stubPaths({});
    renderAnalytics();

    expect(
      card('Registrations Over Time').getByRole('status', { name: 'Loading chart data' }),
    ).toBeInTheDocument();
  });

  it('shows real data without a badge, in a table on request, and downloads it', async () => {
    const { downloads } = stubDownloads();
    stubApi();
    const user = userEvent.setup();
    renderAnalytics();

    const registrations = card('Registrations Over Time');
    const toggle = await registrations.findByRole('button', { name: 'Show data table' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(registrations.queryByText(/Sample data/)).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide data table');
    const table = registrations.getByRole('table', { name: 'Registrations Over Time' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('5')).toBeInTheDocument();

    await user.click(registrations.getByRole('button', { name: 'Download CSV' }));
    expect(downloads[0]?.fileName).toBe('nzbn-registrations.csv');
    expect(await downloads[0]?.blob.text()).toBe(
      'timestamp,count\n2026-07-01T00:00:00.000Z,3\n2026-07-02T00:00:00.000Z,5',
    );

    await user.click(toggle);
    expect(registrations.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives each distribution its own table toggle and CSV file', async () => {
    const { downloads } = stubDownloads();
    stubApi();
    const user = userEvent.setup();
    renderAnalytics();

    const types = card('Distribution by Entity Type');
    const regions = card('Distribution by Region');
    await waitFor(() =>
      expect(regions.getByRole('button', { name: 'Download CSV' })).toBeEnabled(),
    );
    await waitFor(() => expect(types.getByRole('button', { name: 'Download CSV' })).toBeEnabled());

    await user.click(regions.getByRole('button', { name: 'Show data table' }));
    expect(regions.getByRole('table')).toHaveTextContent('Auckland');
    expect(types.queryByRole('table')).not.toBeInTheDocument();

    await user.click(types.getByRole('button', { name: 'Download CSV' }));
    await user.click(regions.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.map((download) => download.fileName)).toEqual([
      'nzbn-distribution-entityType.csv',
      'nzbn-distribution-region.csv',
    ]);
    expect(await downloads[0]?.blob.text()).toBe('label,value\nCompany,9\nTrust,1');
    expect(await downloads[1]?.blob.text()).toBe('label,value\nAuckland,7');
  });

  it('falls back to sample data when the API fails, and says why', async () => {
    stubPaths({
      [REGISTRATIONS]: () => new Response('down', { status: 503 }),
      [DISTRIBUTION]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderAnalytics();

    expect(
      await card('Registrations Over Time').findByText(
        'Sample data: the metrics service could not be reached (503)',
      ),
    ).toBeInTheDocument();
    for (const title of ['Distribution by Entity Type', 'Distribution by Region']) {
      expect(
        await card(title).findByText(
          'Sample data: the metrics service could not be reached (network error)',
        ),
      ).toBeInTheDocument();
    }
    const registrations = card('Registrations Over Time');
    await user.click(registrations.getByRole('button', { name: 'Show data table' }));
    // 20 sample points and the header.
    expect(within(registrations.getByRole('table')).getAllByRole('row')).toHaveLength(21);
  });

  it('drops points without a string timestamp or a numeric value', async () => {
    stubPaths({
      [REGISTRATIONS]: () =>
        Response.json({
          series: [
            { timestamp: '2026-07-01T00:00:00.000Z', count: 2 },
            { timestamp: 5, count: 1 },
            { timestamp: '2026-07-02T00:00:00.000Z' },
            { timestamp: '2026-07-03T00:00:00.000Z', value: 4 },
          ],
        }),
    });
    const { downloads } = stubDownloads();
    const user = userEvent.setup();
    renderAnalytics();

    const registrations = card('Registrations Over Time');
    const download = registrations.getByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    expect(await downloads[0]?.blob.text()).toBe(
      'timestamp,count\n2026-07-01T00:00:00.000Z,2\n2026-07-03T00:00:00.000Z,4',
    );
    expect(registrations.queryByText(/Sample data/)).not.toBeInTheDocument();
  });
});

describe('AnalyticsPanel with an empty register', () => {
  it('says there is no data rather than passing sample data off as the answer', async () => {
    stubPaths({
      [REGISTRATIONS]: () => Response.json({ success: true, data: { series: [] } }),
      [DISTRIBUTION]: () => Response.json({ success: true, data: { items: [] } }),
    });
    renderAnalytics();

    for (const title of [
      'Registrations Over Time',
      'Distribution by Entity Type',
      'Distribution by Region',
    ]) {
      expect(await card(title).findByText('No data for this range')).toBeInTheDocument();
      expect(card(title).queryByText(/Sample data/)).not.toBeInTheDocument();
    }
  });
});
