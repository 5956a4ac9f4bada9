import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { fileListBody } from '@/test/storage-fixtures';
import { StoragePage } from './storage-page';

const USER_URL = '/api/users/demo-user';
const LIST_URL = '/api/storage/files?page=1&pageSize=10';

function stubApi(user: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url === USER_URL) return user();
      if (url === LIST_URL) return Promise.resolve(Response.json(fileListBody([])));
      return Promise.reject(new TypeError(`unexpected request to ${url}`));
    }),
  );
}

function demoUser(fileCount: number, bytes: number) {
  return {
    success: true,
    data: {
      id: 'demo-user',
      name: 'Demo User',
      createdAt: '2026-07-01T10:00:00.000Z',
      usage: { fileCount, bytes },
    },
  };
}

function renderPage() {
  return renderRoute('/storage', [
    { path: '/storage', element: <StoragePage statusPanel={<p>status panel</p>} /> },
  ]);
}

describe('StoragePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the heading, the panel it is given and the demo user usage', async () => {
    stubApi(() => Promise.resolve(Response.json(demoUser(3, 1_258_291))));
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'File Storage (R2)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('status panel')).toBeInTheDocument();
    expect(await screen.findByText('3 files · 1.20 MB')).toBeInTheDocument();
  });

  it('says "1 file" for a single file', async () => {
    stubApi(() => Promise.resolve(Response.json(demoUser(1, 512))));
    renderPage();

    expect(await screen.findByText('1 file · 512 Bytes')).toBeInTheDocument();
  });

  it('says the usage is unavailable when the user service fails', async () => {
    stubApi(() =>
      Promise.resolve(
        Response.json({ success: false, error: { message: 'No such user' } }, { status: 404 }),
      ),
    );
    renderPage();

    expect(await screen.findByText('Usage unavailable')).toBeInTheDocument();
  });
});
