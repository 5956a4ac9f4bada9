import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubDownloads } from '@/test/download-stub';
import { ChartCard, type ChartCardProps } from './chart-card';
import { chartCard, renderWidget } from './charts.test-utils';

const TITLE = 'Requests';

function renderCard(props: Partial<ChartCardProps> = {}) {
  renderWidget(
    <ChartCard
      title={TITLE}
      renderTable={(id) => <table id={id} aria-label="Numbers" />}
      {...props}
    >
      <p>the chart</p>
    </ChartCard>,
  );
  return chartCard(TITLE);
}

describe('ChartCard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the chart and a table toggle but no download without CSV rows', async () => {
    const user = userEvent.setup();
    const card = renderCard();

    expect(card.getByText('the chart')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(card.queryByText('Sample data')).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Show data table' }));
    expect(card.getByRole('table', { name: 'Numbers' })).toBeInTheDocument();
  });

  it('downloads the CSV rows under the given name', async () => {
    const { downloads } = stubDownloads();
    const user = userEvent.setup();
    const card = renderCard({ csvFileName: 'requests.csv', csvRows: [{ a: 1 }] });

    await user.click(card.getByRole('button', { name: 'Download CSV' }));
    expect(downloads[0]?.fileName).toBe('requests.csv');
    expect(await downloads[0]?.blob.text()).toBe('a\n1');
  });

  it('badges sample data through either prop', () => {
    renderCard({ sampleBadge: true });
    expect(chartCard(TITLE).getByText('Sample data')).toBeInTheDocument();
  });

  it('shows a skeleton, no badge and no table while loading', () => {
    const card = renderCard({ loading: true, sample: true });

    expect(card.getByRole('status', { name: 'Loading chart data' })).toBeInTheDocument();
    expect(card.queryByText('the chart')).not.toBeInTheDocument();
    expect(card.queryByText('Sample data')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Show data table' })).toBeDisabled();
  });

  it('says there is no data instead of drawing an empty chart', () => {
    const card = renderCard({ empty: true });

    expect(card.getByText('No data for this range')).toBeInTheDocument();
    expect(card.queryByText('the chart')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Show data table' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('takes its own empty text', () => {
    renderCard({ empty: true, emptyText: 'Nothing yet' });
    expect(chartCard(TITLE).getByText('Nothing yet')).toBeInTheDocument();
  });
});
