import type { HealthResponse } from '@repo/contracts/health';
import type { WorkerId } from '@repo/contracts/services';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { renderRoute } from '@/test/render';
import { ServicesStatusPanel } from './services-status-panel';

const BANNER_TITLE = 'One or more services are unavailable';

function healthBody(service: WorkerId, status: HealthResponse['status'], message?: string) {
  const body: HealthResponse = { service, status, version: '1.0.0', uptimeSeconds: 60, checks: {} };
  return message === undefined ? body : { ...body, message };
}

/** Answers each health URL from `answers`; a URL without an answer never settles. */
function stubHealth(answers: Record<string, () => Promise<Response>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const answer = answers[String(input)];
      return answer ? answer() : new Promise<Response>(() => undefined);
    }),
  );
}

function renderPanel() {
  return renderRoute('/storage', [{ path: '/storage', element: <ServicesStatusPanel /> }]);
}

function rowFor(name: string) {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no list item for ${name}`);
  return within(row);
}

describe('ServicesStatusPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the banner and each status when one service is in error', async () => {
    stubHealth({
      '/services/storage/health': () =>
        Promise.resolve(Response.json(healthBody('storage', 'healthy'))),
      '/services/users/health': () =>
        Promise.resolve(
          Response.json(healthBody('users', 'error', 'D1 unreachable'), { status: 503 }),
        ),
    });
    renderPanel();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(BANNER_TITLE);
    expect(banner).toHaveTextContent('Some dependencies failed health checks. See details below.');

    expect(await rowFor('Storage Service').findByText('Healthy')).toBeInTheDocument();
    const users = rowFor('User Service');
    expect(users.getByText('Error')).toBeInTheDocument();
    expect(users.getByText('D1 unreachable')).toBeInTheDocument();
    expect(rowFor('Visualization Service').getByText('Checking...')).toBeInTheDocument();
  });

  it('marks an unreachable service "Unavailable"', async () => {
    stubHealth({
      '/services/visualization/health': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPanel();

    const visualization = rowFor('Visualization Service');
    expect(await visualization.findByText('Error')).toBeInTheDocument();
    expect(visualization.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER_TITLE);
  });

  it('shows no banner while every service is healthy, with the environment and last check', async () => {
    const healthy = (service: WorkerId) => () =>
      Promise.resolve(Response.json(healthBody(service, 'healthy')));
    stubHealth({
      '/services/storage/health': healthy('storage'),
      '/services/users/health': healthy('users'),
      '/services/visualization/health': healthy('visualization'),
    });
    renderPanel();

    const list = screen.getByRole('list', { name: 'Service status' });
    expect(within(list).getAllByText('Checking...')).toHaveLength(3);
    expect(screen.getByText(/Last checked: —/)).toBeInTheDocument();

    expect(await within(list).findAllByText('Healthy')).toHaveLength(3);
    expect(screen.queryByText(BANNER_TITLE)).not.toBeInTheDocument();
    expect(screen.getByText(env.environmentName)).toBeInTheDocument();
    expect(screen.getByText(/Last checked:/)).toHaveTextContent(
      /^Last checked: \d{1,2}:\d{2}.*, every 30 s$/,
    );
    expect(
      rowFor('Storage Service').getByText(`${window.location.origin}/services/storage`),
    ).toBeInTheDocument();
  });
});
