import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaultSwitches } from './fault-switches';
import { deadLetter, stubLabMap } from './lab-map.test-utils';
import { renderLab } from './lab.test-utils';
import { SystemMap } from './system-map';

const dialog = () => within(screen.getByRole('dialog', { name: 'Dead letters of file-events' }));

async function openFileEvents(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Dead letters (2) of file-events' }));
  return dialog();
}

describe('the dead letters of a queue', () => {
  it('lists them with their bodies and replays the selected ones by id', async () => {
    const user = userEvent.setup();
    const { writes, requests } = stubLabMap({
      deadLetters: [deadLetter('m-1'), deadLetter('m-2'), deadLetter('m-3')],
    });
    renderLab(<SystemMap />);
    expect(
      await screen.findByRole('button', { name: 'Dead letters (2) of file-events' }),
    ).toHaveTextContent('Dead letters (2)');

    const panel = await openFileEvents(user);
    expect(
      panel.getByText(
        'Replaying sends each message back to file-events; its consumer is idempotent, so a message already handled is not counted twice.',
      ),
    ).toBeInTheDocument();
    expect(
      await panel.findByRole('checkbox', { name: 'Select dead letter m-1' }),
    ).toBeInTheDocument();
    expect(panel.getByText(/"fileId": "m-2"/)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Replay selected' })).toBeDisabled();

    await user.click(panel.getByRole('checkbox', { name: 'Select dead letter m-1' }));
    await user.click(panel.getByRole('checkbox', { name: 'Select dead letter m-3' }));
    await user.click(panel.getByRole('button', { name: 'Replay selected' }));

    expect(await panel.findByText('Replayed 2 messages')).toBeInTheDocument();
    expect(writes().map(({ path, body }) => [path, body])).toEqual([
      ['/api/lab/queues/file-events/dead-letters/replay', { ids: ['m-1', 'm-3'] }],
    ]);
    // The list and the map are read again.
    await waitFor(() =>
      expect(
        panel.queryByRole('checkbox', { name: 'Select dead letter m-1' }),
      ).not.toBeInTheDocument(),
    );
    expect(panel.getByRole('checkbox', { name: 'Select dead letter m-2' })).not.toBeChecked();
    expect(requests.filter(({ path }) => path === '/api/lab/topology').length).toBeGreaterThan(1);
    expect(writes()[0]?.headers.has('Authorization')).toBe(false);
  });

  it('replays every one waiting with an empty body, then says none are left', async () => {
    const user = userEvent.setup();
    const { writes } = stubLabMap({ deadLetters: [deadLetter('m-1'), deadLetter('m-2')] });
    renderLab(<SystemMap />);
    const panel = await openFileEvents(user);
    await panel.findByRole('checkbox', { name: 'Select dead letter m-1' });

    await user.click(panel.getByRole('button', { name: 'Replay all' }));

    expect(await panel.findByText('Replayed 2 messages')).toBeInTheDocument();
    expect(writes().map(({ body }) => body)).toEqual([{}]);
    expect(
      await panel.findByText('No dead letters: every message of file-events was handled.'),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Replay all' })).toBeDisabled();
  });

  it('opens from the dead-letter queue on the map too', async () => {
    stubLabMap();
    renderLab(<SystemMap />);
    const map = await screen.findByRole('img', { name: /^Map of the system/ });
    const node = map.querySelector('[data-node="file-events-dead-letter"]');
    expect(node).not.toBeNull();
    if (node) fireEvent.click(node);

    expect(
      await dialog().findByText('No dead letters: every message of file-events was handled.'),
    ).toBeInTheDocument();
  });

  it("says why a replay failed, in the API's words", async () => {
    const user = userEvent.setup();
    stubLabMap({
      deadLetters: [deadLetter('m-1')],
      replay: () =>
        Response.json(
          { success: false, error: { message: 'The lab admin token is missing or wrong' } },
          { status: 401 },
        ),
    });
    renderLab(<SystemMap />);
    const panel = await openFileEvents(user);
    await panel.findByRole('checkbox', { name: 'Select dead letter m-1' });
    await user.click(panel.getByRole('button', { name: 'Replay all' }));

    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent('Could not replay the dead letters');
    expect(alert).toHaveTextContent('The lab admin token is missing or wrong');
  });

  it('sends the lab admin token, typed once for the whole page, where the lab asks for it', async () => {
    const user = userEvent.setup();
    const { writes } = stubLabMap({ access: 'admin', deadLetters: [deadLetter('m-1')] });
    renderLab(
      <>
        <SystemMap />
        <FaultSwitches />
      </>,
    );
    const token = await screen.findByLabelText('Lab admin token');
    await user.type(token, ' s3cret ');

    const panel = await openFileEvents(user);
    expect(panel.getByLabelText('Lab admin token')).toHaveValue(' s3cret ');
    expect(
      panel.getByText(
        'This deployment needs the lab admin token to replay dead letters without a lab session.',
      ),
    ).toBeInTheDocument();
    await panel.findByRole('checkbox', { name: 'Select dead letter m-1' });
    await user.click(panel.getByRole('button', { name: 'Replay all' }));

    expect(await panel.findByText('Replayed 1 message')).toBeInTheDocument();
    expect(writes()[0]?.headers.get('Authorization')).toBe('Bearer s3cret');
  });

  it('folds a long body until asked for all of it', async () => {
    const user = userEvent.setup();
    const body = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field${i}`, i]));
    stubLabMap({ deadLetters: [deadLetter('m-1', body)] });
    renderLab(<SystemMap />);
    const panel = await openFileEvents(user);
    await panel.findByRole('checkbox', { name: 'Select dead letter m-1' });

    expect(panel.queryByText(/"field11": 11/)).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Show the whole message' }));
    expect(panel.getByText(/"field11": 11/)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
