import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { FILE_LIST_URL, storedFile, stubStorageApi } from '@/test/storage-fixtures';
import { UploadedFiles } from './uploaded-files';

const EMPTY_TEXT = 'No files uploaded yet. Upload your first file above!';

function renderFiles() {
  return renderRoute('/storage', [{ path: '/storage', element: <UploadedFiles /> }]);
}

describe('UploadedFiles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says the list holds every user's files, as it asks for them without a user", async () => {
    const fetchMock = stubStorageApi([storedFile()]);
    renderFiles();

    expect(
      await screen.findByRole('region', {
        name: 'Uploaded Files',
        description: "All users' files, newest first. 'Storage used' counts only the demo user's.",
      }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Delete notes.txt' });
    const listUrls = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/storage/files');
    expect(listUrls).not.toHaveLength(0);
    expect(listUrls.every((url) => !url.searchParams.has('userId'))).toBe(true);
  });

  it("says the list and the usage are the learner's own when a class shares the system", async () => {
    window.localStorage.setItem(
      'lab.session',
      JSON.stringify({
        learnerId: 'learner-0123456789ab',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    try {
      stubStorageApi([storedFile()]);
      renderFiles();
      expect(
        await screen.findByRole('region', {
          name: 'Uploaded Files',
          description:
            "Your files, newest first, and 'Storage used' is yours: in a class each learner sees only their own.",
        }),
      ).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('lab.session');
    }
  });

  it('asks before deleting, then deletes and reloads the list', async () => {
    const user = userEvent.setup();
    const fetchMock = stubStorageApi([storedFile()]);
    renderFiles();

    await user.click(await screen.findByRole('button', { name: 'Delete notes.txt' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this file? This action cannot be undone.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete notes.txt' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/storage/files/${storedFile().id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused", async () => {
    const user = userEvent.setup();
    stubStorageApi([storedFile()], {
      deleteAnswer: () =>
        Response.json({ success: false, error: { message: 'File not found' } }, { status: 404 }),
    });
    renderFiles();

    await user.click(await screen.findByRole('button', { name: 'Delete notes.txt' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Delete error');
    expect(alert).toHaveTextContent('File not found');
    expect(screen.queryByText('File deleted successfully')).not.toBeInTheDocument();
  });

  it('shows the wait when a delete is refused for too many requests', async () => {
    const user = userEvent.setup();
    stubStorageApi([storedFile()], {
      deleteAnswer: () =>
        Response.json(
          {
            success: false,
            error: { message: 'Too many uploads and deletes from this client: try again in 10 s' },
          },
          { status: 429, headers: { 'Retry-After': '10' } },
        ),
    });
    renderFiles();

    await user.click(await screen.findByRole('button', { name: 'Delete notes.txt' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Delete error');
    expect(alert).toHaveTextContent('Too many requests: try again in 10 s');
  });

  it('reads "API request failed: {status text}" for a 500 without a message', async () => {
    const user = userEvent.setup();
    stubStorageApi([storedFile()], {
      deleteAnswer: () =>
        new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderFiles();

    await user.click(await screen.findByRole('button', { name: 'Delete notes.txt' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /API request failed: Internal Server Error$/,
    );
  });

  it('falls back to "Delete failed" when the refusal has no message', async () => {
    const user = userEvent.setup();
    stubStorageApi([storedFile()], { deleteAnswer: () => Response.json({}, { status: 200 }) });
    renderFiles();

    await user.click(await screen.findByRole('button', { name: 'Delete notes.txt' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Delete failed$/);
  });

  it('only logs a failed list load and keeps the rows already shown', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubStorageApi([storedFile()]);
    renderFiles();
    expect(await screen.findByText('notes.txt')).toBeInTheDocument();

    fetchMock.mockImplementation((input: RequestInfo | URL) =>
      String(input) === FILE_LIST_URL
        ? Promise.resolve(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }))
        : Promise.reject(new TypeError('unexpected request')),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Could not load the uploaded files:',
        'API request failed: Bad Gateway',
      ),
    );
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('pages through more than ten files', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const page = new URL(String(input), 'http://x').searchParams.get('page') ?? '1';
        const file = storedFile({ name: `page-${page}.txt` });
        return Promise.resolve(
          Response.json({
            success: true,
            data: { files: [file], page: Number(page), pageSize: 10, total: 12 },
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderFiles();

    expect(await screen.findByText('page-1.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('page-2.txt')).toBeInTheDocument();
  });
});
