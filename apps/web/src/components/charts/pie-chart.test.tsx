import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { region } from '@/test/queries';
import { renderPage } from '@/test/render';
import { giveChartsSize } from './charts.test-utils';
import { PieChartCard } from './pie-chart';

const TITLE = 'Status codes';
const DATA = [
  { label: '2xx', value: 90 },
  { label: '4xx', value: 7 },
  { label: '5xx', value: 3, color: 'var(--mantine-color-red-6)' },
];

describe('PieChartCard', () => {
  it('lists each slice with its value and share in the data table', async () => {
    const user = userEvent.setup();
    renderPage(<PieChartCard title={TITLE} data={DATA} valueFormat={(v) => `${v} req`} />);

    const card = region(TITLE);
    await user.click(card.getByRole('button', { name: 'Show data table' }));
    const rows = within(card.getByRole('table', { name: TITLE })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LabelValuePercent',
      '2xx90 req90.0%',
      '4xx7 req7.0%',
      '5xx3 req3.0%',
    ]);
  });

  it('badges sample data, shows a skeleton while loading and a note when empty', () => {
    renderPage(
      <>
        <PieChartCard title="Sample" data={DATA} sample={{ kind: 'shape' }} />
        <PieChartCard title="Loading" data={[]} loading />
        <PieChartCard title="Empty" data={[]} />
      </>,
    );
    expect(
      region('Sample').getByText(
        'Sample data: the metrics service answered in an unexpected shape',
      ),
    ).toBeInTheDocument();
    expect(region('Loading').getByRole('status')).toBeInTheDocument();
    expect(region('Empty').getByText('No data for this range')).toBeInTheDocument();
  });

  it('labels only the slices over 5 % and names every slice in the legend', async () => {
    giveChartsSize();
    const { container } = renderPage(<PieChartCard title={TITLE} data={DATA} />);

    const chart = within(await screen.findByRole('application', { name: TITLE }));
    expect(chart.getByText('90.0%')).toBeInTheDocument();
    expect(chart.getByText('7.0%')).toBeInTheDocument();
    expect(chart.queryByText('3.0%')).not.toBeInTheDocument();
    // recharts fills the pie's legend a render later.
    await waitFor(() =>
      expect(container.querySelector('.recharts-legend-wrapper')).toHaveTextContent('2xx4xx5xx'),
    );
  });
});
