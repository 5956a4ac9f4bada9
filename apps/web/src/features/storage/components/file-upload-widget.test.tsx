import type { StoredFile } from '@repo/contracts/files';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, lastXhr } from '@/test/fake-xhr';
import { renderPage } from '@/test/render';
import { storedFile, stubStorageApi } from '@/test/storage-fixtures';
import { DROPZONE_ACTIVE_TEXT, DROPZONE_IDLE_TEXT } from '../lib/constants';
import { FileUploadWidget } from './file-upload-widget';

function renderWidget() {
  return renderPage(<FileUploadWidget />, '/storage');
}

function fileInput(): HTMLInputElement {
  const input = screen.getByLabelText('Choose file to upload');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

function dropFiles(files: File[]) {
  fireEvent.drop(screen.getByTestId('upload-dropzone'), {
    dataTransfer: {
      files,
      types: ['Files'],
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    },
  });
}

/** The widget over an empty store, once its list has loaded. */
async function renderEmptyWidget() {
  stubStorageApi([]);
  renderWidget();
  await screen.findByText('No files uploaded yet. Upload your first file above!');
}

/** Chooses a small text file and waits for its upload request. */
async function chooseNotes() {
  fireEvent.change(fileInput(), {
    target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
  });
  await waitFor(() => expect(() => lastXhr()).not.toThrow());
}

describe('FileUploadWidget', () => {
  beforeEach(() => {
    installFakeXhr();
  });

  it('reloads the list after a dropped connection, showing a file the server stored', async () => {
    const files: StoredFile[] = [];
    stubStorageApi(files);
    renderWidget();
    await screen.findByText('No files uploaded yet. Upload your first file above!');
    await chooseNotes();
    // The server stored the file, but its answer never reached the page.
    files.push(storedFile({ name: 'notes.txt' }));
    act(() => lastXhr().failNetwork());

    expect(
      await screen.findByText(/network error\. If the server stored the file/),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(await within(list).findByText('notes.txt')).toBeInTheDocument();
  });

  it('invites the first upload when no files are stored', async () => {
    stubStorageApi([]);
    renderWidget();

    expect(
      await screen.findByText('No files uploaded yet. Upload your first file above!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Accepted: PNG, JPEG, PDF, TXT • Max size: 20 MB')).toBeInTheDocument();
  });

  it('lists a stored file with its size, type, download link and delete button', async () => {
    const file = storedFile({ name: 'report.pdf', size: 1536, mimeType: 'application/pdf' });
    stubStorageApi([file]);
    renderWidget();

    const list = await screen.findByRole('list', { name: 'Uploaded files' });
    const row = within(within(list).getByText('report.pdf').closest('li') ?? list);
    expect(row.getByText('1.50 KB')).toBeInTheDocument();
    expect(row.getByText('application/pdf')).toBeInTheDocument();
    const download = row.getByRole('link', { name: 'Download report.pdf' });
    expect(download).toHaveAttribute('href', `/api/storage/download/${file.id}`);
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(row.getByRole('button', { name: 'Delete report.pdf' })).toBeInTheDocument();
  });

  it('refuses a GIF before sending it, saying which types are allowed', async () => {
    await renderEmptyWidget();

    dropFiles([new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload error');
    expect(alert).toHaveTextContent(
      'Unsupported file type: image/gif. Allowed: PNG, JPEG, PDF, TXT',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says where to drop while a file is held over the area, and goes back after', async () => {
    await renderEmptyWidget();
    const area = screen.getByTestId('upload-dropzone');
    fireEvent.dragOver(area, { dataTransfer: { types: ['Files'], dropEffect: 'none' } });
    expect(screen.getByText(DROPZONE_ACTIVE_TEXT)).toBeInTheDocument();
    expect(area).toHaveAttribute('data-dragging');
    fireEvent.dragLeave(area);
    expect(screen.getByText(DROPZONE_IDLE_TEXT)).toBeInTheDocument();
    expect(area).not.toHaveAttribute('data-dragging');
  });

  it('uploads only the first of several dropped files, following the bytes sent', async () => {
    await renderEmptyWidget();

    dropFiles([
      new File(['first'], 'first.txt', { type: 'text/plain' }),
      new File(['second'], 'second.txt', { type: 'text/plain' }),
    ]);

    const button = await screen.findByRole('button', { name: 'Uploading...' });
    expect(button).toBeDisabled();
    const xhr = lastXhr();
    const form = xhr.body;
    if (!(form instanceof FormData)) throw new Error('the body is not a multipart form');
    expect(form.get('file')).toHaveProperty('name', 'first.txt');

    act(() => xhr.sendProgress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByText('45%')).toBeInTheDocument();
  });

  it('never sits still: at least +10 % every 200 ms up to 90 %, the bytes sent when further', async () => {
    await renderEmptyWidget();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await chooseNotes();
    const percent = () =>
      screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow');

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(percent()).toBe('10');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(percent()).toBe('20');
    act(() => lastXhr().sendProgress(50, 100));
    expect(percent()).toBe('45');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(percent()).toBe('45');
    // The steps go on past the bytes, but stop at 90 % until the server answers.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(percent()).toBe('90');

    await act(async () => {
      lastXhr().respond(201, 'Created', { success: true, data: storedFile() });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(percent()).toBe('100');
    vi.useRealTimers();
  });

  it('keeps the progress and shows the server message when the upload fails', async () => {
    await renderEmptyWidget();

    await chooseNotes();
    act(() => lastXhr().sendProgress(30, 100));
    act(() =>
      lastXhr().respond(500, 'Internal Server Error', {
        success: false,
        error: { message: 'Storage is full' },
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload error');
    expect(alert).toHaveTextContent('Storage is full');
    expect(screen.getByText('27%')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose File' })).toBeEnabled();
    expect(fileInput().value).toBe('');
  });

  it('lets the learner dismiss the upload error, keeping the progress', async () => {
    await renderEmptyWidget();
    await chooseNotes();
    act(() => lastXhr().sendProgress(30, 100));
    act(() => lastXhr().respond(500, 'Internal Server Error', {}));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload failed: Internal Server Error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('27%')).toBeInTheDocument();
  });

  it('shows the wait when the upload is refused for too many requests', async () => {
    await renderEmptyWidget();

    await chooseNotes();
    act(() =>
      lastXhr().respond(429, 'Too Many Requests', '', {
        'Retry-After': '10',
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload error');
    expect(alert).toHaveTextContent('Too many requests: try again in 10 s');
  });

  it('confirms a finished upload, then hides the notice and progress after 3 s', async () => {
    await renderEmptyWidget();

    await chooseNotes();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await act(async () => {
      lastXhr().respond(201, 'Created', { success: true, data: storedFile() });
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(screen.getByRole('status')).toHaveTextContent('File uploaded successfully: notes.txt');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('100%')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('File uploaded successfully: notes.txt')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('File uploaded successfully: notes.txt')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
