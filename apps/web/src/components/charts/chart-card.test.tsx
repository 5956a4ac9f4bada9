import { rem } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { lazy } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubDownloads } from '@/test/download-stub';
import { region } from '@/test/queries';
import { renderPage } from '@/test/render';
import { ChartCard, type ChartCardProps } from './chart-card';
import { giveChartsSize } from './charts.test-utils';

const TITLE = 'Requests';

interface Row {
  service: string;
  count: number;
}

const ROWS: Row[] = [
  { service: 'storage', count: 1200 },
  { service: 'users', count: 3 },
];

function renderCard(props: Partial<ChartCardProps<Row>> = {}) {
  renderPage(
    <ChartCard
      title={TITLE}
      rows={ROWS}
      columns={[
        { key: 'service', header: 'Service' },
        { key: 'count', header: 'Count', format: (value) => `${String(value)} req` },
      ]}
      {...props}
    >
      <p>the chart</p>
    </ChartCard>,
  );
  return region(TITLE);
}

describe('ChartCard', () => {
  it('shows the chart, and its rows in a table built from the columns on request', async () => {
    giveChartsSize();
    const user = userEvent.setup();
    const card = renderCard();

    expect(await card.findByText('the chart')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(card.queryByText(/Sample data/)).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Show data table' }));
    const rows = within(card.getByRole('table', { name: TITLE })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ServiceCount',
      'storage1200 req',
      'users3 req',
    ]);
  });

  it('downloads the rows as CSV under the given name', async () => {
    const { downloads } = stubDownloads();
    const user = userEvent.setup();
    const card = renderCard({ csvFileName: 'requests.csv' });

    await user.click(card.getByRole('button', { name: 'Download CSV' }));
    expect(downloads[0]?.fileName).toBe('requests.csv');
    expect(await downloads[0]?.blob.text()).toBe('service,count\nstorage,1200\nusers,3');
  });

  it('says why its data is sample data', () => {
    renderCard({ sample: { kind: 'http', status: 503 } });
    expect(
      region(TITLE).getByText('Sample data: the metrics service could not be reached (503)'),
    ).toBeInTheDocument();
  });

  it('shows a skeleton, no badge and no table while loading', () => {
    const card = renderCard({ loading: true, sample: { kind: 'network' } });

    expect(card.getByRole('status', { name: 'Loading chart data' })).toBeInTheDocument();
    expect(card.queryByText('the chart')).not.toBeInTheDocument();
    expect(card.queryByText(/Sample data/)).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Show data table' })).toBeDisabled();
  });

  it('keeps the height of the chart with its skeleton, so nothing moves when the data arrives', () => {
    const card = renderCard({ loading: true, height: 320 });

    const skeleton = card.getByRole('status', { name: 'Loading chart data' });
    expect(skeleton.style.getPropertyValue('--skeleton-height')).toBe(rem(320));
  });

  it('shows the skeleton while the code that draws the chart loads', () => {
    const NeverLoaded = lazy(() => new Promise<never>(() => {}));
    renderPage(
      <ChartCard title={TITLE} rows={ROWS} columns={[{ key: 'service', header: 'Service' }]}>
        <NeverLoaded />
      </ChartCard>,
    );

    const card = region(TITLE);
    expect(card.getByRole('status', { name: 'Loading chart data' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Show data table' })).toBeEnabled();
  });

  it('says there is no data instead of drawing an empty chart', () => {
    const card = renderCard({ rows: [] });

    expect(card.getByText('No data for this range')).toBeInTheDocument();
    expect(card.queryByText('the chart')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Show data table' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('takes its own empty text', () => {
    renderCard({ rows: [], emptyText: 'Nothing yet' });
    expect(region(TITLE).getByText('Nothing yet')).toBeInTheDocument();
  });
});
