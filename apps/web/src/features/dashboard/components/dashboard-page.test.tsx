import type { HealthRecord, Summary } from '@repo/contracts/metrics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubApi as stubPaths } from '@/test/api-stub';
import { badgeColor } from '@/test/queries';
import { renderPage } from '@/test/render';
import { DashboardPage } from './dashboard-page';

const HEALTH = '/api/metrics/health';
const SUMMARY = '/api/metrics/summary';
const DAY_MS = 24 * 60 * 60 * 1000;

const RECORDS: HealthRecord[] = [
  { serviceName: 'gateway', status: 'healthy', uptime: 100, lastCheck: null },
  {
    serviceName: 'storage',
    status: 'healthy',
    uptime: 99.5,
    lastCheck: '2026-07-01T00:00:00.000Z',
  },
  {
    serviceName: 'users',
    status: 'degraded',
    uptime: 97.26,
    lastCheck: '2026-07-01T00:00:00.000Z',
  },
  {
    serviceName: 'visualization',
    status: 'error',
    uptime: 80,
    lastCheck: '2026-07-01T00:00:00.000Z',
  },
];

const SUMMARY_BODY: Summary = {
  current: { totalRequests: 20_000, activeUsers: 312, averageResponseTime: 98.4, errorRate: 1.2 },
  previous: { totalRequests: 16_000, activeUsers: 0, averageResponseTime: 120, errorRate: 0.8 },
};

function renderDashboard() {
  return renderPage(<DashboardPage />);
}

function healthCard(name: string) {
  const card = within(screen.getByRole('list', { name: 'Service Health' }))
    .getByText(name)
    .closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
}

function statCard(title: string) {
  return within(screen.getByRole('group', { name: title }));
}

function stubApi(health: unknown = { success: true, data: { items: RECORDS } }) {
  return stubPaths({
    [HEALTH]: () => Response.json(health),
    [SUMMARY]: () => Response.json({ success: true, data: SUMMARY_BODY }),
  });
}

describe('DashboardPage', () => {
  it('shows each backend service with its status, colour and uptime over the last 24 h', async () => {
    const fetchMock = stubApi();
    renderDashboard();

    const storage = healthCard('Storage Service');
    expect(badgeColor(await storage.findByText('Healthy'))).toBe('green');
    expect(storage.getByText('Uptime: 99.5% (last 24 h)')).toBeInTheDocument();

    const users = healthCard('User Service');
    expect(badgeColor(users.getByText('Degraded'))).toBe('yellow');
    expect(users.getByText('Uptime: 97.3% (last 24 h)')).toBeInTheDocument();

    const visualization = healthCard('Visualization Service');
    expect(badgeColor(visualization.getByText('Error'))).toBe('red');
    expect(visualization.getByText('Uptime: 80.0% (last 24 h)')).toBeInTheDocument();

    // The gateway is not a backend service: three cards only.
    expect(
      within(screen.getByRole('list', { name: 'Service Health' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.queryByText(/Sample data/)).not.toBeInTheDocument();
    expect(screen.getByText(/Data last updated:/)).toHaveTextContent(
      /^Data last updated: \d{1,2}:\d{2}/,
    );

    const [url] = requestsTo(fetchMock, HEALTH);
    const start = Date.parse(url?.searchParams.get('start') ?? '');
    const end = Date.parse(url?.searchParams.get('end') ?? '');
    expect(end - start).toBe(DAY_MS);
    expect(Math.abs(Date.now() - end)).toBeLessThan(5000);
  });

  it('shows "Loading..." in yellow until the health arrives', () => {
    stubPaths({});
    renderDashboard();

    for (const name of ['Storage Service', 'User Service', 'Visualization Service']) {
      expect(badgeColor(healthCard(name).getByText('Loading...'))).toBe('yellow');
    }
    expect(screen.getByText(/Data last updated:/)).toHaveTextContent('Data last updated: —');
  });

  it('says when each status was probed, how often, and why Services may differ', async () => {
    stubApi({
      success: true,
      data: {
        items: [
          { ...RECORDS[1], lastCheck: new Date(2026, 6, 1, 3, 43, 59).toISOString() },
          { ...RECORDS[2], lastCheck: null },
        ],
      },
    });
    renderDashboard();

    const storage = healthCard('Storage Service');
    expect(await storage.findByText(/^probed 03:43:59( AM)?, every minute$/)).toBeInTheDocument();
    expect(healthCard('User Service').getByText('not probed yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Each status is the latest scheduled probe, run every minute. Services checks each service live every 30 s, so the two can differ for up to a minute.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a service the feed does not report on as Unknown, in red', async () => {
    stubApi({ success: true, data: { items: RECORDS.slice(0, 2) } });
    renderDashboard();

    const users = healthCard('User Service');
    expect(badgeColor(await users.findByText('Unknown'))).toBe('red');
    expect(users.getByText('Uptime: —')).toBeInTheDocument();
    expect(badgeColor(healthCard('Storage Service').getByText('Healthy'))).toBe('green');
  });

  it('shows the Quick Stats for the last 24 h with their trends', async () => {
    const fetchMock = stubApi();
    renderDashboard();

    const total = statCard('Total Requests');
    expect(await total.findByText('20,000')).toBeInTheDocument();
    expect(total.getByText('25.0%')).toBeInTheDocument();
    expect(total.getByRole('img', { name: 'up' })).toBeInTheDocument();

    // No percentage from a previous day without visitors: it says what that day had instead.
    const users = statCard('Active Users');
    expect(users.getByText('312')).toBeInTheDocument();
    expect(users.getByText('was 0 the 24 h before')).toBeInTheDocument();
    expect(users.queryByText(/%$/)).not.toBeInTheDocument();

    const latency = statCard('Avg Response Time');
    expect(latency.getByText('98ms')).toBeInTheDocument();
    expect(latency.getByText('18.0%')).toHaveStyle({ color: 'var(--mantine-color-green-text)' });
    expect(latency.getByRole('img', { name: 'down' })).toBeInTheDocument();

    // Errors going up is bad news: red.
    const errors = statCard('Error Rate');
    expect(errors.getByText('1.2%')).toBeInTheDocument();
    expect(errors.getByText('50.0%')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });

    // Each figure says over which window it is taken.
    expect(total.getByText('Total, last 24 h')).toBeInTheDocument();
    expect(users.getByText('Distinct, last 24 h')).toBeInTheDocument();
    expect(latency.getByText('Mean, last 24 h')).toBeInTheDocument();
    expect(errors.getByText('Of requests, last 24 h')).toBeInTheDocument();
    const [url] = requestsTo(fetchMock, SUMMARY);
    const start = Date.parse(url?.searchParams.get('start') ?? '');
    expect(Date.parse(url?.searchParams.get('end') ?? '') - start).toBe(DAY_MS);
  });

  it("says 'no earlier 24 h yet' in place of every trend on a system without an earlier day", async () => {
    const zero = { totalRequests: 0, activeUsers: 0, averageResponseTime: 0, errorRate: 0 };
    stubPaths({
      [HEALTH]: () => Response.json({ success: true, data: { items: RECORDS } }),
      [SUMMARY]: () =>
        Response.json({ success: true, data: { current: SUMMARY_BODY.current, previous: zero } }),
    });
    renderDashboard();

    expect(await statCard('Total Requests').findByText('20,000')).toBeInTheDocument();
    for (const title of ['Total Requests', 'Active Users', 'Avg Response Time', 'Error Rate']) {
      expect(statCard(title).getByText('no earlier 24 h yet')).toBeInTheDocument();
      expect(statCard(title).queryByRole('img')).not.toBeInTheDocument();
    }
  });

  it('explains where each figure comes from', async () => {
    stubApi();
    const user = userEvent.setup();
    renderDashboard();

    await user.hover(screen.getByRole('button', { name: 'About Active Users' }));
    expect(await screen.findByText(/Distinct anonymous visitors/)).toHaveTextContent(
      /in the last 24 hours.*compares it with the 24 hours before/,
    );
    for (const title of ['Total Requests', 'Avg Response Time', 'Error Rate']) {
      expect(screen.getByRole('button', { name: `About ${title}` })).toBeInTheDocument();
    }
  });

  it('falls back to the sample figures, saying why, when the API fails', async () => {
    stubPaths({
      [HEALTH]: () => new Response('down', { status: 503 }),
      [SUMMARY]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderDashboard();

    expect(await statCard('Total Requests').findByText('12,345')).toBeInTheDocument();
    expect(statCard('Active Users').getByText('284')).toBeInTheDocument();
    expect(statCard('Avg Response Time').getByText('145ms')).toBeInTheDocument();
    expect(statCard('Error Rate').getByText('0.8%')).toBeInTheDocument();
    const quickStats = within(screen.getByRole('region', { name: /Quick Stats/ }));
    expect(
      quickStats.getByText('Sample data: the metrics service could not be reached (network error)'),
    ).toBeInTheDocument();

    const health = within(screen.getByRole('region', { name: /Service Health/ }));
    expect(
      await health.findByText('Sample data: the metrics service could not be reached (503)'),
    ).toBeInTheDocument();
    expect(health.getAllByText(/^Uptime: \d+\.\d% \(last 24 h\)$/)).toHaveLength(3);
    // Nothing ever came from the health API.
    expect(health.getByText(/Data last updated:/)).toHaveTextContent('Data last updated: —');
  });

  it('drops a health record it cannot read and keeps the others', async () => {
    stubApi({
      success: true,
      data: { items: [{ serviceName: 'storage', status: 'healthy' }, RECORDS[2]] },
    });
    renderDashboard();

    expect(await healthCard('User Service').findByText('Degraded')).toBeInTheDocument();
    await waitFor(() =>
      expect(healthCard('Storage Service').getByText('Unknown')).toBeInTheDocument(),
    );
  });
});
