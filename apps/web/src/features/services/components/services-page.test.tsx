import type { HealthResponse } from '@repo/contracts/health';
import type { WorkerId } from '@repo/contracts/services';
import type { ServiceMetrics } from '@repo/contracts/metrics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubApi as stubPaths } from '@/test/api-stub';
import { badgeColor } from '@/test/queries';
import { renderPage } from '@/test/render';
import { ServicesPage } from './services-page';

const SERVICES = '/api/metrics/services';
const NAMES = ['User Service', 'Storage Service', 'Visualization Service'];

function health(service: WorkerId, status: HealthResponse['status'], message?: string) {
  const body: HealthResponse = {
    service,
    status,
    version: '2.0.1',
    uptimeSeconds: 7260,
    checks: {},
  };
  return message === undefined ? body : { ...body, message };
}

function metrics(serviceName: ServiceMetrics['serviceName'], figures: Partial<ServiceMetrics>) {
  return {
    serviceName,
    requestsPerSecond: 0,
    averageLatency: 0,
    errorRate: 0,
    timestamp: '2026-07-01T00:00:00.000Z',
    ...figures,
  };
}

const METRICS = [
  metrics('gateway', { requestsPerSecond: 50 }),
  metrics('users', { requestsPerSecond: 12.3456, averageLatency: 145.6, errorRate: 0.84 }),
  metrics('storage', { requestsPerSecond: 0.5, averageLatency: 20.4, errorRate: 0 }),
  metrics('visualization', { requestsPerSecond: 3, averageLatency: 88, errorRate: 12.35 }),
];

function renderServicesPage() {
  return renderPage(<ServicesPage />, '/services');
}

function card(name: string) {
  return within(screen.getByRole('listitem', { name }));
}

/** The value shown under a metric's label. */
function figure(name: string, label: string): string | null | undefined {
  return card(name).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function stubApi(
  servicesAnswer = () => Response.json({ success: true, data: { items: METRICS } }),
) {
  return stubPaths({
    '/services/storage/health': () => Response.json(health('storage', 'healthy')),
    '/services/users/health': () =>
      Response.json(health('users', 'error', 'D1 unreachable'), { status: 503 }),
    '/services/visualization/health': () => Promise.reject(new TypeError('Failed to fetch')),
    [SERVICES]: servicesAnswer,
  });
}

describe('ServicesPage', () => {
  it('shows a card per service, checking its health and loading its metrics', () => {
    stubPaths({});
    renderServicesPage();

    const cards = within(screen.getByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(cards.map((item) => item.querySelector('h2')?.textContent)).toEqual(NAMES);
    for (const name of NAMES) {
      expect(badgeColor(card(name).getByText('Checking...'))).toBe('gray');
      expect(card(name).getByText('Loading service metrics...')).toBeInTheDocument();
    }
    expect(card('Storage Service').getByText(/files: the blobs in R2/)).toBeInTheDocument();
  });

  it("shows each service's real status from its own health check", async () => {
    stubApi();
    renderServicesPage();

    const storage = card('Storage Service');
    expect(badgeColor(await storage.findByText('Healthy'))).toBe('green');
    expect(storage.getByText('Version 2.0.1')).toBeInTheDocument();
    expect(storage.getByText('Instance up 2h 1m')).toBeInTheDocument();
    expect(
      storage.getByText(/^checked \d{2}:\d{2}:\d{2}( [AP]M)?, every 30 s$/),
    ).toBeInTheDocument();

    // A check that failed on its own still reports how long the instance has been up.
    const users = card('User Service');
    expect(badgeColor(await users.findByText('Error'))).toBe('red');
    expect(users.getByText('D1 unreachable')).toBeInTheDocument();
    expect(users.getByText('Instance up 2h 1m')).toBeInTheDocument();

    const visualization = card('Visualization Service');
    expect(badgeColor(await visualization.findByText('Error'))).toBe('red');
    expect(visualization.getByText('Unavailable')).toBeInTheDocument();
  });

  it("shows no 'Instance up 0s' for a check a lab fault failed on the service's behalf", async () => {
    const faulted = { ...health('users', 'error', 'Lab fault: users errors'), uptimeSeconds: 0 };
    stubPaths({
      '/services/users/health': () => Response.json(faulted, { status: 503 }),
    });
    renderServicesPage();

    const users = card('User Service');
    expect(await users.findByText('Lab fault: users errors')).toBeInTheDocument();
    expect(users.getByText('Version 2.0.1')).toBeInTheDocument();
    expect(users.queryByText(/Instance up|Uptime/)).not.toBeInTheDocument();
    expect(users.getByText(/^checked .*, every 30 s$/)).toBeInTheDocument();
  });

  it('shows every service Healthy when every check passes', async () => {
    stubPaths({
      '/services/storage/health': () => Response.json(health('storage', 'healthy')),
      '/services/users/health': () => Response.json(health('users', 'healthy')),
      '/services/visualization/health': () => Response.json(health('visualization', 'healthy')),
    });
    renderServicesPage();

    for (const name of NAMES) expect(await card(name).findByText('Healthy')).toBeInTheDocument();
    expect(screen.queryByText('Unknown')).not.toBeInTheDocument();
  });

  it("shows each service's traffic over the last 5 minutes", async () => {
    const fetchMock = stubApi();
    renderServicesPage();

    await card('User Service').findByText('Requests/sec');
    expect(figure('User Service', 'Requests/sec')).toBe('12.35');
    expect(figure('User Service', 'Avg Latency (ms)')).toBe('146');
    expect(figure('User Service', 'Error Rate (%)')).toBe('0.8');
    expect(figure('Storage Service', 'Requests/sec')).toBe('0.50');
    expect(figure('Storage Service', 'Avg Latency (ms)')).toBe('20');
    expect(figure('Storage Service', 'Error Rate (%)')).toBe('0.0');
    expect(figure('Visualization Service', 'Error Rate (%)')).toBe('12.3');
    expect(screen.queryByText(/Sample data/)).not.toBeInTheDocument();

    const [url] = requestsTo(fetchMock, SERVICES);
    const start = Date.parse(url?.searchParams.get('start') ?? '');
    expect(Date.parse(url?.searchParams.get('end') ?? '') - start).toBe(5 * 60 * 1000);
  });

  it('says so when the metrics API has nothing on a service', async () => {
    stubApi(() => Response.json({ success: true, data: { items: METRICS.slice(0, 2) } }));
    renderServicesPage();

    expect(
      await card('Storage Service').findByText('No metrics reported in the last 5 minutes'),
    ).toBeInTheDocument();
    expect(figure('User Service', 'Requests/sec')).toBe('12.35');
  });

  it('falls back to sample metrics, saying why, when the metrics API fails', async () => {
    stubApi(() => new Response('down', { status: 500 }));
    renderServicesPage();

    for (const name of NAMES) {
      expect(
        await card(name).findByText('Sample data: the metrics service could not be reached (500)'),
      ).toBeInTheDocument();
      expect(figure(name, 'Requests/sec')).toMatch(/^\d+\.\d{2}$/);
      expect(figure(name, 'Avg Latency (ms)')).toMatch(/^\d+$/);
      expect(figure(name, 'Error Rate (%)')).toMatch(/^\d+\.\d$/);
    }
  });
});
