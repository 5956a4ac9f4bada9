import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { region } from '@/test/queries';
import { renderPage } from '@/test/render';
import { giveChartsSize } from './charts.test-utils';
import { LatencyChart, type LatencyPoint } from './latency-chart';

const TITLE = 'Latency Quantiles (p50/p95/p99)';

const DATA: LatencyPoint[] = [
  { timestamp: '2026-07-01T00:00:00.000Z', p50: 12, p95: 40.5, p99: 88 },
  { timestamp: '2026-07-01T00:01:00.000Z', p50: 14.25, p95: null },
];

describe('LatencyChart', () => {
  it('has its title and lists the quantiles in ms, a dash for a missing one', async () => {
    const user = userEvent.setup();
    renderPage(<LatencyChart data={DATA} />);

    const card = region(TITLE);
    await user.click(card.getByRole('button', { name: 'Show data table' }));
    const rows = within(card.getByRole('table', { name: TITLE })).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'p50', 'p95', 'p99']);
    const first = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .slice(1);
    expect(first.map((td) => td.textContent)).toEqual(['12 ms', '40.5 ms', '88 ms']);
    const second = within(rows[2] as HTMLElement)
      .getAllByRole('cell')
      .slice(1);
    expect(second.map((td) => td.textContent)).toEqual(['14.25 ms', '–', '–']);
  });

  it('takes another title and says why its data is sample data', () => {
    renderPage(<LatencyChart title="Gateway latency" data={DATA} sample={{ kind: 'off' }} />);
    expect(
      region('Gateway latency').getByText(
        'Sample data: the metrics API is turned off (VITE_METRICS_API_BASE=off)',
      ),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while loading and a note when there is nothing', () => {
    renderPage(
      <>
        <LatencyChart title="Loading" data={[]} loading />
        <LatencyChart title="Empty" data={[]} />
      </>,
    );
    expect(region('Loading').getByRole('status')).toBeInTheDocument();
    expect(region('Empty').getByText('No data for this range')).toBeInTheDocument();
  });

  it('names the median and both bands in its legend and starts the axis at 10 ms', async () => {
    giveChartsSize();
    const { container } = renderPage(<LatencyChart data={DATA} />);

    const chart = within(await screen.findByRole('application', { name: TITLE }));
    expect(chart.getByText('Latency (ms)')).toBeInTheDocument();
    const legend = container.querySelector('.recharts-legend-wrapper');
    expect(legend).toHaveTextContent('p50 (median)');
    expect(legend).toHaveTextContent('p50–p95');
    expect(legend).toHaveTextContent('p95–p99');
    const ticks = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) =>
      Number(tick.textContent),
    );
    expect(ticks.length).toBeGreaterThan(1);
    expect(Math.min(...ticks)).toBeGreaterThanOrEqual(10);
  });

  it('labels the bottom of its axis 10 ms, then round values, however high the latency', async () => {
    giveChartsSize();
    const { container } = renderPage(
      <LatencyChart
        data={[{ timestamp: DATA[0]?.timestamp ?? '', p50: 760, p95: 1500, p99: 1800 }]}
      />,
    );
    await screen.findByRole('application', { name: TITLE });
    const ticks = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map(
      (tick) => tick.textContent,
    );
    expect(ticks).toEqual(['10', '500', '1000', '1500']);
  });

  it('shows p50, p95 and p99 of the point the keyboard reaches', async () => {
    giveChartsSize();
    const user = userEvent.setup();
    renderPage(<LatencyChart data={DATA.slice(0, 1)} />);

    (await screen.findByRole('application', { name: TITLE })).focus();
    await user.keyboard('{ArrowRight}');
    const tooltip = document.querySelector('.recharts-tooltip-wrapper');
    expect(tooltip).toHaveTextContent(/p50\s*12 ms/);
    expect(tooltip).toHaveTextContent(/p95\s*40\.5 ms/);
    expect(tooltip).toHaveTextContent(/p99\s*88 ms/);
  });
});
