import type { HealthResponse } from '@repo/contracts/health';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { ServicesPage } from './services-page';

const BODIES: Record<string, { body: HealthResponse; status: number }> = {
  '/services/storage/health': {
    status: 200,
    body: {
      service: 'storage',
      status: 'healthy',
      version: '2.0.1',
      uptimeSeconds: 7260,
      checks: {},
    },
  },
  '/services/users/health': {
    status: 503,
    body: {
      service: 'users',
      status: 'error',
      version: '2.0.1',
      uptimeSeconds: 30,
      checks: {},
      message: 'D1 unreachable',
    },
  },
};

function renderServicesPage() {
  return renderRoute('/services', [{ path: '/services', element: <ServicesPage /> }]);
}

function rowFor(name: string) {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no list item for ${name}`);
  return within(row);
}

describe('ServicesPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each service as "Checking..." until its health arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderServicesPage();

    const list = screen.getByRole('list', { name: 'Service health' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) expect(item).toHaveTextContent('Checking...');
  });

  it('shows healthy, failing and unreachable services with what is known about each', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const entry = BODIES[String(input)];
        if (!entry) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(Response.json(entry.body, { status: entry.status }));
      }),
    );
    renderServicesPage();

    const storage = rowFor('Storage Service');
    expect(await storage.findByText('Healthy')).toBeInTheDocument();
    expect(storage.getByText('Version 2.0.1')).toBeInTheDocument();
    expect(storage.getByText('Uptime 2h 1m')).toBeInTheDocument();

    const users = rowFor('User Service');
    expect(await users.findByText('Error')).toBeInTheDocument();
    expect(users.getByText('D1 unreachable')).toBeInTheDocument();

    const visualization = rowFor('Visualization Service');
    expect(await visualization.findByText('Error')).toBeInTheDocument();
    expect(visualization.getByText('Unavailable')).toBeInTheDocument();
  });
});
