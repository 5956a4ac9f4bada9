import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChartCard } from './bar-chart';
import { chartCard, giveChartsSize, renderWidget } from './charts.test-utils';

const TITLE = 'Requests by service';
const DATA = [
  { label: 'gateway', value: 1200 },
  { label: 'storage', value: 35.5 },
];

describe('BarChartCard', () => {
  beforeEach(() => {
    // recharts warns that jsdom gives its charts no size.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each bar with its exact value in the data table', async () => {
    const user = userEvent.setup();
    renderWidget(<BarChartCard title={TITLE} data={DATA} />);

    const card = chartCard(TITLE);
    await user.click(card.getByRole('button', { name: 'Show data table' }));
    const rows = within(card.getByRole('table', { name: TITLE })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LabelValue',
      `gateway${(1200).toLocaleString()}`,
      'storage35.5',
    ]);
  });

  it('badges sample data and shows a skeleton while loading', () => {
    renderWidget(
      <>
        <BarChartCard title="Sample" data={DATA} sample />
        <BarChartCard title="Loading" data={[]} loading />
      </>,
    );
    expect(chartCard('Sample').getByText('Sample data')).toBeInTheDocument();
    expect(chartCard('Loading').getByRole('status')).toBeInTheDocument();
  });

  it('shows its empty text instead of an empty chart', () => {
    renderWidget(<BarChartCard title={TITLE} data={[]} emptyText="No services yet" />);
    expect(chartCard(TITLE).getByText('No services yet')).toBeInTheDocument();
  });

  it('writes each value on its bar', () => {
    giveChartsSize();
    const { container } = renderWidget(<BarChartCard title={TITLE} data={DATA} />);

    expect(screen.getByRole('application', { name: TITLE })).toBeInTheDocument();
    const labels = [...container.querySelectorAll('.recharts-label-list text')];
    expect(labels.map((label) => label.textContent)).toEqual([(1200).toLocaleString(), '35.5']);
  });
});
