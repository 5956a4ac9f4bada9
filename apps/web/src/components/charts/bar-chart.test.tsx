import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { region } from '@/test/queries';
import { renderPage } from '@/test/render';
import { BarChartCard } from './bar-chart';
import { giveChartsSize } from './charts.test-utils';

const TITLE = 'Requests by service';
const DATA = [
  { label: 'gateway', value: 1200 },
  { label: 'storage', value: 35.5 },
];

describe('BarChartCard', () => {
  it('lists each bar with its exact value in the data table', async () => {
    const user = userEvent.setup();
    renderPage(<BarChartCard title={TITLE} data={DATA} />);

    const card = region(TITLE);
    await user.click(card.getByRole('button', { name: 'Show data table' }));
    const rows = within(card.getByRole('table', { name: TITLE })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LabelValue',
      `gateway${(1200).toLocaleString()}`,
      'storage35.5',
    ]);
  });

  it('badges sample data and shows a skeleton while loading', () => {
    renderPage(
      <>
        <BarChartCard title="Sample" data={DATA} sample={{ kind: 'network' }} />
        <BarChartCard title="Loading" data={[]} loading />
      </>,
    );
    expect(
      region('Sample').getByText(
        'Sample data: the metrics service could not be reached (network error)',
      ),
    ).toBeInTheDocument();
    expect(region('Loading').getByRole('status')).toBeInTheDocument();
  });

  it('shows its empty text instead of an empty chart', () => {
    renderPage(<BarChartCard title={TITLE} data={[]} emptyText="No services yet" />);
    expect(region(TITLE).getByText('No services yet')).toBeInTheDocument();
  });

  it('writes each value on its bar', async () => {
    giveChartsSize();
    const { container } = renderPage(<BarChartCard title={TITLE} data={DATA} />);

    expect(await screen.findByRole('application', { name: TITLE })).toBeInTheDocument();
    const labels = [...container.querySelectorAll('.recharts-label-list text')];
    expect(labels.map((label) => label.textContent)).toEqual([(1200).toLocaleString(), '35.5']);
  });

  it('lays the bars down, one row per label, when asked to', async () => {
    giveChartsSize();
    const { container } = renderPage(<BarChartCard title={TITLE} data={DATA} horizontal />);
    await screen.findByRole('application', { name: TITLE });

    const rowLabels = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')];
    expect(rowLabels.map((label) => label.textContent)).toEqual(['gateway', 'storage']);
  });
});
