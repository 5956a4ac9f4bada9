// The storage page links each upload or delete to its trace, named by the traceparent header of
// the answer: the storage and traces features meet here.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, wrapped } from '@/test/api-stub';
import { installFakeXhr, lastXhr } from '@/test/fake-xhr';
import { renderRoute } from '@/test/render';
import { fileListBody, storedFile } from '@/test/storage-fixtures';
import { StorageRoute } from './storage-route';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const DELETE_TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const traceparent = (traceId: string, flags: string) => `00-${traceId}-00f067aa0ba902b7-${flags}`;
const LINK = 'See what happened';

function stubStorage(deleteTraceparent = traceparent(DELETE_TRACE_ID, '01')) {
  const file = storedFile();
  stubApi({
    '/api/storage/files': () => Response.json(fileListBody([file])),
    [`/api/storage/files/${file.id}`]: () =>
      Response.json(
        { success: true, data: { id: file.id } },
        { headers: { traceparent: deleteTraceparent } },
      ),
    '/api/users/demo-user': wrapped({
      id: 'demo-user',
      name: 'Demo User',
      createdAt: '2026-07-01T10:00:00.000Z',
      usage: { fileCount: 1, bytes: 1 },
    }),
  });
}

function renderStorage() {
  return renderRoute('/storage', [
    { path: '/storage', element: <StorageRoute /> },
    { path: '/traces/:traceId', element: <h1>trace page</h1> },
  ]);
}

async function upload(answerTraceparent: string) {
  const input = screen.getByLabelText('Choose file to upload');
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
  });
  await waitFor(() => expect(() => lastXhr()).not.toThrow());
  act(() =>
    lastXhr().respond(
      201,
      'Created',
      { success: true, data: storedFile() },
      { traceparent: answerTraceparent },
    ),
  );
  await screen.findByText('File uploaded successfully: notes.txt');
}

describe('the storage route', () => {
  beforeEach(() => {
    installFakeXhr();
  });

  it("links a finished upload to its trace, taken from the answer's traceparent", async () => {
    stubStorage();
    const user = userEvent.setup();
    const { router } = renderStorage();
    expect(screen.queryByRole('link', { name: LINK })).not.toBeInTheDocument();

    await upload(traceparent(TRACE_ID, '01'));

    const link = screen.getByRole('link', { name: LINK });
    expect(link).toHaveAttribute('href', `/traces/${TRACE_ID}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/traces/${TRACE_ID}`);
  });

  it('shows no link when the trace of the upload was not recorded (flags 00)', async () => {
    stubStorage();
    renderStorage();

    await upload(traceparent(TRACE_ID, '00'));

    expect(screen.queryByRole('link', { name: LINK })).not.toBeInTheDocument();
  });

  it('links a delete to its own trace, replacing the link to the upload before it', async () => {
    stubStorage();
    const user = userEvent.setup();
    renderStorage();
    await upload(traceparent(TRACE_ID, '01'));

    await user.click(await screen.findByRole('button', { name: 'Delete notes.txt' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('File deleted successfully');

    const links = screen.getAllByRole('link', { name: LINK });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/traces/${DELETE_TRACE_ID}`);
  });
});
