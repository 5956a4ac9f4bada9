import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { ok, refused, stubTraces, summary, TRACE_ID } from '../lib/traces.test-utils';
import { parseTraceparent } from '../lib/traceparent';
import { TracesPage } from './traces-page';

const EMPTY_TEXT =
  'No traces yet: use the app (upload a file, search the register) and they appear here within a few seconds.';

function renderTraces(path = '/traces') {
  return renderRoute(path, [
    { path: '/traces', element: <TracesPage /> },
    { path: '/traces/:traceId', element: <h1>trace page</h1> },
  ]);
}

describe('TracesPage', () => {
  it('lists each trace with its services, duration, status and a link to its waterfall', async () => {
    const other = '0af7651916cd43dd8448eb211c80319c';
    stubTraces(() =>
      ok({
        items: [
          summary(),
          summary({
            traceId: other,
            rootName: 'GET /api/nzbn/search',
            services: ['gateway', 'visualization'],
            durationMs: 42,
            status: 'error',
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderTraces();

    expect(screen.getByRole('heading', { level: 1, name: 'Traces' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recent traces' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['POST /api/storage/upload', 'gatewaystorageusers', '1,280 ms', 'ok', expect.any(String)],
      ['GET /api/nzbn/search', 'gatewayvisualization', '42 ms', 'error', expect.any(String)],
    ]);
    const link = within(table).getByRole('link', { name: 'GET /api/nzbn/search' });
    expect(link).toHaveAttribute('href', `/traces/${other}`);

    await user.click(within(table).getByRole('link', { name: 'POST /api/storage/upload' }));
    expect(router.state.location.pathname).toBe(`/traces/${TRACE_ID}`);
  });

  it('asks the API for what the filters say, and keeps them in the address', async () => {
    const { urls } = stubTraces(() => ok({ items: [] }));
    const user = userEvent.setup();
    const { router } = renderTraces();
    await screen.findByText(EMPTY_TEXT);
    expect(urls()).toEqual(['/api/traces']);

    await user.selectOptions(screen.getByLabelText('Service'), 'storage');
    await user.selectOptions(screen.getByLabelText('Status'), 'error');
    await user.type(screen.getByLabelText('Operation'), 'POST /api/storage/upload');
    await user.type(screen.getByLabelText('Min duration (ms)'), '100');

    const wanted =
      '/api/traces?service=storage&operation=POST+%2Fapi%2Fstorage%2Fupload&status=error&minDurationMs=100';
    await waitFor(() => expect(urls().at(-1)).toBe(wanted));
    // The typed filters wait for the typing to pause: no request for each key pressed.
    expect(urls().filter((url) => url.includes('operation=')).length).toBeLessThan(3);
    expect(router.state.location.search).toBe(
      '?service=storage&status=error&operation=POST+%2Fapi%2Fstorage%2Fupload&minDurationMs=100',
    );
    expect(await screen.findByText('No trace matches these filters.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Service'), 'Any');
    await waitFor(() =>
      expect(urls().at(-1)).toBe(
        '/api/traces?operation=POST+%2Fapi%2Fstorage%2Fupload&status=error&minDurationMs=100',
      ),
    );
  });

  it('starts from the filters in the address', async () => {
    const { urls } = stubTraces(() => ok({ items: [summary({ status: 'error' })] }));
    renderTraces('/traces?status=error&service=users&minDurationMs=abc');

    await screen.findByRole('table', { name: 'Recent traces' });
    expect(urls()).toEqual(['/api/traces?service=users&status=error']);
    expect(screen.getByLabelText('Status')).toHaveValue('error');
    expect(screen.getByLabelText('Service')).toHaveValue('users');
    expect(screen.getByLabelText('Min duration (ms)')).toHaveValue('');
  });

  it('asks for the list without recording a trace of its own', async () => {
    const { headers } = stubTraces(() => ok({ items: [] }));
    renderTraces();
    await screen.findByText(EMPTY_TEXT);

    const [sent] = headers();
    expect(parseTraceparent(sent?.get('traceparent'))).toMatchObject({ recorded: false });
  });

  it('says how to make traces while there are none', async () => {
    stubTraces(() => ok({ items: [] }));
    renderTraces();

    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows that it is loading', () => {
    stubTraces(() => new Promise<Response>(() => undefined));
    renderTraces();

    expect(screen.getByRole('status')).toHaveTextContent('Loading traces...');
  });

  it("says why the list failed in the API's words, and tries again on Retry", async () => {
    let answer = () =>
      refused(400, 'service must be one of: gateway, storage, users, visualization');
    const { urls } = stubTraces(() => answer());
    const user = userEvent.setup();
    renderTraces();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the traces');
    expect(alert).toHaveTextContent(
      'service must be one of: gateway, storage, users, visualization',
    );
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();

    answer = () => ok({ items: [summary()] });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Recent traces' })).toBeInTheDocument();
    expect(urls()).toHaveLength(2);
  });
});
