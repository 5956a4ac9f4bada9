import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { region } from '@/test/queries';
import { renderPage } from '@/test/render';
import { giveChartsSize } from './charts.test-utils';
import { TimeSeriesChart, type TimePoint, type TimeSeriesChartProps } from './time-series-chart';

const TITLE = 'Requests per second';

function points(count: number): TimePoint[] {
  const start = Date.parse('2026-07-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => ({
    timestamp: new Date(start + i * 60_000).toISOString(),
    value: i + 0.25,
  }));
}

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const timeOf = (point: TimePoint | undefined) => clock.format(Date.parse(point?.timestamp ?? ''));

function renderChart(props: Partial<TimeSeriesChartProps<TimePoint>>) {
  return renderPage(<TimeSeriesChart valueKey="value" title={TITLE} data={points(3)} {...props} />);
}

describe('TimeSeriesChart', () => {
  it('lists every point, not only the drawn ones, in its data table', async () => {
    const user = userEvent.setup();
    // 150 px wide draws at most 50 points; the table still has all 80.
    renderChart({ data: points(80), width: 150 });

    const card = region(TITLE);
    expect(card.queryByText(/Sample data/)).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Show data table' }));
    const table = card.getByRole('table', { name: TITLE });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(81);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Value']);
    expect(rows[80]).toHaveTextContent('79.25');
  });

  it('formats the table values with valueFormat', async () => {
    const user = userEvent.setup();
    renderChart({ data: points(2), valueFormat: (v) => `${v.toFixed(1)} rps` });

    const card = region(TITLE);
    await user.click(card.getByRole('button', { name: 'Show data table' }));
    expect(within(card.getByRole('table')).getByText('1.3 rps')).toBeInTheDocument();
  });

  it('says why its data is sample data and offers the CSV only when named', () => {
    renderChart({ sample: { kind: 'http', status: 502 }, csvFileName: 'rps.csv' });

    const card = region(TITLE);
    expect(
      card.getByText('Sample data: the metrics service could not be reached (502)'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('shows a skeleton while loading', () => {
    renderChart({ data: points(0), loading: true });
    expect(region(TITLE).getByRole('status', { name: 'Loading chart data' })).toBeInTheDocument();
  });

  it('says there is no data for an empty series', () => {
    renderChart({ data: points(0) });
    expect(region(TITLE).getByText('No data for this range')).toBeInTheDocument();
  });

  it('draws the line with its axis titles and a brush over the whole range', async () => {
    giveChartsSize();
    const data = points(10);
    renderChart({ data });

    const chart = within(await screen.findByRole('application', { name: TITLE }));
    expect(chart.getByText('Time')).toBeInTheDocument();
    expect(chart.getByText('Requests/sec')).toBeInTheDocument();
    const window = `Time window ${timeOf(data[0])} to ${timeOf(data[9])}`;
    expect(screen.getAllByRole('slider', { name: window })).toHaveLength(2);
  });

  it('marks each point with a dot and its value when there are only a few', async () => {
    giveChartsSize();
    const { container, unmount } = renderChart({ data: points(1), withBrush: false });
    await screen.findByRole('application', { name: TITLE });
    expect(container.querySelectorAll('.recharts-line-dots circle')).toHaveLength(1);
    expect(container.querySelector('.recharts-label-list')).toHaveTextContent('0.25');
    unmount();

    renderChart({ data: points(2), withBrush: false });
    await screen.findByRole('application', { name: TITLE });
    expect(document.querySelectorAll('.recharts-line-dots circle')).toHaveLength(2);
    expect(document.querySelector('.recharts-label-list')).toHaveTextContent(/0\.25\s*1\.25/);
  });

  it('moves the brush window from the keyboard', async () => {
    giveChartsSize();
    const user = userEvent.setup();
    const data = points(10);
    renderChart({ data });

    const [start] = await screen.findAllByRole('slider');
    start?.focus();
    await user.keyboard('{ArrowRight}');
    const window = `Time window ${timeOf(data[1])} to ${timeOf(data[9])}`;
    expect(screen.getAllByRole('slider', { name: window })).toHaveLength(2);
  });

  it('shows the time and value of the point the keyboard reaches', async () => {
    giveChartsSize();
    const user = userEvent.setup();
    renderChart({ yLabel: 'Hits', valueFormat: (v) => `${v} hits` });

    (await screen.findByRole('application', { name: TITLE })).focus();
    await user.keyboard('{ArrowRight}');
    const tooltip = document.querySelector('.recharts-tooltip-wrapper');
    expect(tooltip).toHaveTextContent('Hits');
    expect(tooltip).toHaveTextContent(/\d\.25 hits/);
  });
});
