import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { giveChartsSize } from '@/components/charts/charts.test-utils';
import { requestsTo, stubApi, wrapped } from '@/test/api-stub';
import { region, tableRows } from '@/test/queries';
import { renderPage } from '@/test/render';
import { PATHS } from './metrics.test-utils';
import { TrafficCharts } from './traffic-charts';

const T1 = '2026-07-01T00:00:00.000Z';
const T2 = '2026-07-01T00:15:00.000Z';
const T3 = '2026-07-01T00:30:00.000Z';

const OPERATIONS = [
  { operationType: 'file.upload', count: 12, averageDuration: 41.6, successRate: 97.5 },
  { operationType: 'registry.search', count: 3, averageDuration: 8, successRate: 100 },
];

describe('TrafficCharts', () => {
  it("asks for the visualization service's request counts over the stored range", async () => {
    window.localStorage.setItem('metrics.range', '1h');
    const fetchMock = stubApi({});
    renderPage(<TrafficCharts />);

    await waitFor(() => expect(requestsTo(fetchMock, PATHS.timeseries)).toHaveLength(1));
    const url = requestsTo(fetchMock, PATHS.timeseries)[0];
    expect(url?.searchParams.get('serviceId')).toBe('visualization');
    expect(url?.searchParams.get('metric')).toBe('requestCount');
    const end = Date.parse(url?.searchParams.get('end') ?? '');
    expect(end - Date.parse(url?.searchParams.get('start') ?? '')).toBe(60 * 60 * 1000);
    // Up to the end of the minute in progress: the buckets the latency chart shares.
    expect(end % 60_000).toBe(0);
    expect(end - Date.now()).toBeGreaterThan(-5_000);
    expect(end - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('shows "Loading time series data..." until the series arrives', () => {
    stubApi({});
    renderPage(<TrafficCharts />);

    expect(screen.getByText('Loading time series data...')).toBeInTheDocument();
    expect(region('Request Rate Over Time').getByLabelText('Loading chart data')).toBeVisible();
  });

  it('shows requests per second: each count over its bucket, dropping bad points', async () => {
    stubApi({
      [PATHS.timeseries]: wrapped({
        series: [
          { timestamp: T1, value: 900 },
          { timestamp: T2 },
          { timestamp: 7, value: 3 },
          { timestamp: T3, value: 45 },
        ],
      }),
      [PATHS.operations]: wrapped({ items: OPERATIONS }),
    });
    const user = userEvent.setup();
    renderPage(<TrafficCharts />);

    // 24 h in 96 buckets: 900 s each.
    const rows = await tableRows(user, 'Request Rate Over Time');
    expect(rows.map((row) => row[1])).toEqual(['1.00', '0.05']);
    expect(region('Request Rate Over Time').queryByText(/Sample data/)).not.toBeInTheDocument();
    expect(screen.queryByText('Loading time series data...')).not.toBeInTheDocument();
  });

  it('uses 30-second buckets over 15 minutes', async () => {
    window.localStorage.setItem('metrics.range', '15m');
    stubApi({ [PATHS.timeseries]: wrapped({ series: [{ timestamp: T1, value: 60 }] }) });
    const user = userEvent.setup();
    renderPage(<TrafficCharts />);

    expect((await tableRows(user, 'Request Rate Over Time'))[0]?.[1]).toBe('2.00');
    // The section says which window and which buckets its figures are taken over.
    expect(screen.getByText('Over the last 15 min, lines in 30 s buckets')).toBeInTheDocument();
  });

  it('counts each operation in a bar', async () => {
    stubApi({ [PATHS.operations]: wrapped({ items: OPERATIONS }) });
    const user = userEvent.setup();
    renderPage(<TrafficCharts />);

    expect(await tableRows(user, 'Operation Counts')).toEqual([
      ['file.upload', '12'],
      ['registry.search', '3'],
    ]);
  });

  it("gives each operation's name a row of its own, so long names never overlap", async () => {
    giveChartsSize(600, 280);
    const items = ['file.upload', 'registry.search', 'registry.analytics', 'usage.repair'].map(
      (operationType, index) => ({
        operationType,
        count: 10 + index,
        averageDuration: 5,
        successRate: 100,
      }),
    );
    stubApi({ [PATHS.operations]: wrapped({ items }) });
    renderPage(<TrafficCharts />);

    const chart = await region('Operation Counts').findByRole('application', {
      name: 'Operation Counts',
    });
    const labels = [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')];
    expect(labels.map((label) => label.textContent)).toEqual(items.map((i) => i.operationType));
    const rows = labels.map((label) => Number(label.getAttribute('y')));
    expect(new Set(rows).size).toBe(items.length);
    for (const [index, y] of rows.slice(1).entries()) {
      expect(y - (rows[index] ?? 0)).toBeGreaterThanOrEqual(20);
    }
  });

  it('falls back to 20 sample points when the API fails, and says why', async () => {
    stubApi({
      [PATHS.timeseries]: () => new Response('down', { status: 503 }),
      [PATHS.operations]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderPage(<TrafficCharts />);

    expect(
      await region('Request Rate Over Time').findByText(
        'Sample data: the metrics service could not be reached (503)',
      ),
    ).toBeInTheDocument();
    expect(
      await region('Operation Counts').findByText(
        'Sample data: the metrics service could not be reached (network error)',
      ),
    ).toBeInTheDocument();
    expect(await tableRows(user, 'Request Rate Over Time')).toHaveLength(20);
  });

  it('says so when the metrics service answers in an unexpected shape', async () => {
    stubApi({ [PATHS.timeseries]: wrapped({ points: [] }) });
    renderPage(<TrafficCharts />);

    expect(
      await region('Request Rate Over Time').findByText(
        'Sample data: the metrics service answered in an unexpected shape',
      ),
    ).toBeInTheDocument();
  });
});
