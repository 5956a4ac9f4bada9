import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { giveChartsSize } from '@/components/charts/charts.test-utils';
import { requestsTo, stubApi, wrapped } from '@/test/api-stub';
import { region, tableRows } from '@/test/queries';
import { renderPage } from '@/test/render';
import { LatencyCharts } from './latency-charts';
import { PATHS } from './metrics.test-utils';

const LATENCY = 'Latency Quantiles (p50/p95/p99)';
const UPTIME = 'Service Uptime Distribution';

describe('LatencyCharts', () => {
  it('asks for p50, p95 and p99 latency of the visualization service over the range', async () => {
    window.localStorage.setItem('metrics.range', '7d');
    const fetchMock = stubApi({});
    renderPage(<LatencyCharts />);

    expect(screen.getByText('Loading time series data...')).toBeInTheDocument();
    expect(screen.getByText('Over the last 7 days, lines in 1 h buckets')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, PATHS.quantiles)).toHaveLength(1));
    const url = requestsTo(fetchMock, PATHS.quantiles)[0];
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual(
      expect.objectContaining({
        serviceId: 'visualization',
        metric: 'latency',
        quantiles: 'p50,p95,p99',
      }),
    );
    const start = Date.parse(url?.searchParams.get('start') ?? '');
    expect(Date.parse(url?.searchParams.get('end') ?? '') - start).toBe(7 * 86_400_000);
    await waitFor(() => expect(requestsTo(fetchMock, PATHS.uptime)).toHaveLength(1));
  });

  it('skips buckets without a p50 and points without a timestamp', async () => {
    stubApi({
      [PATHS.quantiles]: wrapped({
        points: [
          { timestamp: '2026-07-01T00:00:00.000Z', p50: 12, p95: 40, p99: 90 },
          { timestamp: '2026-07-01T00:15:00.000Z', p50: null, p95: null, p99: null },
          { p50: 5, p95: 6, p99: 7 },
          { timestamp: '2026-07-01T00:30:00.000Z', p50: 20, p95: null, p99: null },
        ],
      }),
    });
    const user = userEvent.setup();
    renderPage(<LatencyCharts />);

    const rows = await tableRows(user, LATENCY);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['12 ms', '40 ms', '90 ms'],
      ['20 ms', '–', '–'],
    ]);
    expect(region(LATENCY).queryByText(/Sample data/)).not.toBeInTheDocument();
  });

  it('spans the whole 24h range with gaps for empty buckets, its axis from 10 ms', async () => {
    window.localStorage.setItem('metrics.range', '24h');
    giveChartsSize();
    // 96 buckets 15 minutes apart: requests in bucket 40 only, then in the last two, all under 10 ms.
    const first = Date.parse('2026-07-01T00:00:00.000Z');
    const timestamps = Array.from({ length: 96 }, (_, bucket) =>
      new Date(first + bucket * 15 * 60_000).toISOString(),
    );
    const measured = new Map([
      [40, { p50: 4, p95: 6, p99: 8 }],
      [94, { p50: 3, p95: 5, p99: 9 }],
      [95, { p50: 5, p95: 7, p99: 9.5 }],
    ]);
    stubApi({
      [PATHS.quantiles]: wrapped({
        points: timestamps.map((timestamp, bucket) => ({
          timestamp,
          ...(measured.get(bucket) ?? { p50: null, p95: null, p99: null }),
        })),
      }),
    });
    const { container } = renderPage(<LatencyCharts />);

    const chart = await region(LATENCY).findByRole('application', { name: LATENCY });
    // The time axis starts within the first hours of the range, not at the first bucket with data.
    const format = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
    const early = new Set(
      timestamps.slice(0, 12).map((timestamp) => format.format(Date.parse(timestamp))),
    );
    const xTicks = [...chart.querySelectorAll('.recharts-xAxis-tick-labels text')];
    expect(early).toContain(xTicks[0]?.textContent);
    // The median's line breaks at the empty buckets: it starts afresh at bucket 40, in the
    // middle, and again at the right end for the last two; the lone bucket is a dot.
    const line = container.querySelector('.recharts-line .recharts-line-curve');
    const starts = [...(line?.getAttribute('d') ?? '').matchAll(/M\s*([\d.]+)/g)].map((move) =>
      Number(move[1]),
    );
    expect(starts).toHaveLength(2);
    expect(starts[0]).toBeGreaterThan(300);
    expect(starts[0]).toBeLessThan(450);
    expect(starts[1]).toBeGreaterThan(700);
    expect(container.querySelectorAll('.recharts-line-dots circle')).toHaveLength(1);
    // Values under 10 ms do not pull the axis down.
    const yTicks = [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) =>
      Number(tick.textContent),
    );
    expect(Math.min(...yTicks)).toBe(10);
  });

  it("shows each service's uptime as a slice", async () => {
    stubApi({
      [PATHS.uptime]: wrapped({
        items: [
          { label: 'storage', value: 99.5 },
          { label: 'users', value: 100 },
          { label: 42, value: 1 },
        ],
      }),
    });
    const user = userEvent.setup();
    renderPage(<LatencyCharts />);

    expect(await tableRows(user, UPTIME)).toEqual([
      ['storage', '99.5%', '49.9%'],
      ['users', '100.0%', '50.1%'],
    ]);
  });

  it("captions the pie so three healthy services' 33 % slices are not read as their uptime", async () => {
    giveChartsSize();
    stubApi({
      [PATHS.uptime]: wrapped({
        items: ['storage', 'users', 'visualization'].map((label) => ({ label, value: 100 })),
      }),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<LatencyCharts />);

    const chart = await screen.findByRole('application', { name: UPTIME });
    expect(within(chart).getAllByText('33.3%')).toHaveLength(3);
    expect(
      screen.getByRole('region', {
        name: UPTIME,
        description:
          "Each slice is a service's share of the summed uptime, so equally healthy services get equal slices. Each service's own uptime is in the legend and the data table.",
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('.recharts-legend-wrapper')).toHaveTextContent(
        'storage 100.0%users 100.0%visualization 100.0%',
      ),
    );
    await user.click(region(UPTIME).getByRole('button', { name: 'Show data table' }));
    expect(
      within(region(UPTIME).getByRole('table', { name: UPTIME }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Service', 'Uptime', 'Percent']);
  });

  it('falls back to sample data when the API fails, and says why', async () => {
    stubApi({
      [PATHS.quantiles]: () => new Response('down', { status: 500 }),
      [PATHS.uptime]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderPage(<LatencyCharts />);

    expect(
      await region(LATENCY).findByText(
        'Sample data: the metrics service could not be reached (500)',
      ),
    ).toBeInTheDocument();
    expect(
      await region(UPTIME).findByText(
        'Sample data: the metrics service could not be reached (network error)',
      ),
    ).toBeInTheDocument();
    expect(await tableRows(user, LATENCY)).toHaveLength(20);
  });
});
