import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { faultsQueryOptions } from '../api/get-faults';
import { FaultBanner } from './fault-banner';
import { fault, refusal, renderLab, stubLab } from './lab.test-utils';

const BANNER = 'Active lab faults';
/** The banner's query: the faults of the page's own session. */
const FAULTS_KEY = faultsQueryOptions().queryKey;

function banner() {
  return within(screen.getByRole('region', { name: BANNER }));
}

/** Waits until the list has been fetched and has settled, whatever its outcome. */
async function listSettled(queryClient: ReturnType<typeof renderLab>['queryClient']) {
  await waitFor(() => expect(queryClient.getQueryState(FAULTS_KEY)?.status).not.toBe('pending'));
}

function expectNothingShown() {
  expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByText(/\S/)).not.toBeInTheDocument();
}

describe('FaultBanner', () => {
  it('lists each active fault with what it does and a countdown that ticks every second', async () => {
    // Time moves only when the test says, apart from the real milliseconds the test takes.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubLab({
      faults: [
        fault({ target: 'storage', type: 'latency', value: 500, secondsLeft: 41.5 }),
        fault({ target: 'file-events', type: 'pause', value: null, secondsLeft: 59.5 }),
        fault({ target: 'users', type: 'errors', value: 1, secondsLeft: 298.5 }),
      ],
    });
    renderLab(<FaultBanner />);

    const region = await screen.findByRole('region', { name: BANNER });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/ left$/).textContent),
    ).toEqual([
      'latency on storage (+500 ms) — 0:42 left',
      'pause on file-events consumer — 1:00 left',
      'errors on users (100 % of requests) — 4:59 left',
    ]);

    act(() => vi.advanceTimersByTime(1000));

    expect(banner().getByText('latency on storage (+500 ms) — 0:41 left')).toBeInTheDocument();
    expect(banner().getByText('pause on file-events consumer — 0:59 left')).toBeInTheDocument();
    expect(
      banner().getByText('errors on users (100 % of requests) — 4:58 left'),
    ).toBeInTheDocument();
  });

  it('drops a fault whose countdown reaches 0 without waiting for the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = stubLab({
      faults: [
        fault({ target: 'telemetry', type: 'fail', value: null, secondsLeft: 1.5 }),
        fault({ target: 'storage', type: 'errors', value: 0.25, secondsLeft: 30 }),
      ],
    });
    renderLab(<FaultBanner />);
    expect(await screen.findByText('fail on telemetry consumer — 0:02 left')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2000));

    expect(banner().queryByText(/fail on telemetry/)).not.toBeInTheDocument();
    expect(
      banner().getByText(/^errors on storage \(25 % of requests\) — 0:2\d left$/),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(28_000));
    // Both gone, the banner with them, even before the poll's answer arrives.
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it('clears a fault with a DELETE to its encoded id, busy until the list no longer has it', async () => {
    const user = userEvent.setup();
    const odd = fault({ id: 'users.a b/c?d', target: 'users', type: 'latency', value: 800 });
    const { writes } = stubLab({ faults: [odd] });
    renderLab(<FaultBanner />);

    const clear = await screen.findByRole('button', { name: 'Clear the latency fault on users' });
    expect(clear).toHaveTextContent('Clear');
    await user.click(clear);

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument(),
    );
    expect(writes().map(({ method, url }) => [method, url])).toEqual([
      ['DELETE', '/api/lab/faults/users.a%20b%2Fc%3Fd'],
    ]);
    expect(writes()[0]?.headers.has('Authorization')).toBe(false);
  });

  it('shows the button busy while the fault is being cleared', async () => {
    const user = userEvent.setup();
    stubLab({ faults: [fault()], clear: () => new Promise<Response>(() => undefined) });
    renderLab(<FaultBanner />);

    const clear = await screen.findByRole('button', { name: 'Clear the errors fault on users' });
    await user.click(clear);

    await waitFor(() => expect(clear).toHaveAttribute('data-loading'));
    expect(clear).toBeDisabled();
  });

  it("says why a fault could not be cleared, in the API's words", async () => {
    const user = userEvent.setup();
    stubLab({
      faults: [fault({ target: 'storage', type: 'errors' })],
      clear: refusal(401, 'The lab admin token is missing or wrong'),
    });
    renderLab(<FaultBanner />);

    await user.click(
      await screen.findByRole('button', { name: 'Clear the errors fault on storage' }),
    );

    expect(
      await banner().findByText(
        'Could not clear the errors fault on storage: The lab admin token is missing or wrong',
      ),
    ).toBeInTheDocument();
    expect(
      banner().getByRole('button', { name: 'Clear the errors fault on storage' }),
    ).toBeEnabled();
  });

  it('renders nothing while no fault is active', async () => {
    stubLab({ faults: [] });
    const { queryClient } = renderLab(<FaultBanner />);
    await listSettled(queryClient);

    expect(queryClient.getQueryState(FAULTS_KEY)?.status).toBe('success');
    expectNothingShown();
  });

  it.each([
    ['answers 500', () => new Response('down', { status: 500 })],
    ['is unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers in another shape', () => Response.json({ success: true, data: { items: 'none' } })],
  ])('renders nothing when the faults API %s', async (_case, list) => {
    stubLab({ faults: [fault()], list });
    const { queryClient } = renderLab(<FaultBanner />);
    await listSettled(queryClient);

    expect(queryClient.getQueryState(FAULTS_KEY)?.status).toBe('error');
    expectNothingShown();
  });

  it('goes away when a later poll fails', async () => {
    let up = true;
    stubLab({
      faults: [fault()],
      list: () =>
        up
          ? Response.json({
              success: true,
              data: { items: [fault()], access: 'open', unreachable: [] },
            })
          : new Response('down', { status: 503 }),
    });
    const { queryClient } = renderLab(<FaultBanner />);
    expect(await screen.findByRole('region', { name: BANNER })).toBeInTheDocument();

    up = false;
    await act(() => queryClient.refetchQueries({ queryKey: FAULTS_KEY }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument(),
    );
  });
});
