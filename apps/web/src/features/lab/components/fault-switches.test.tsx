import { QUEUE_FAULT_TYPES } from '@repo/contracts/lab-faults';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaultBanner } from './fault-banner';
import { FaultSwitches } from './fault-switches';
import { fault, refusal, renderLab, stubLab } from './lab.test-utils';

function card() {
  return within(screen.getByRole('region', { name: 'Fault switches' }));
}

function optionsOf(label: string): string[] {
  const select = card().getByRole('combobox', { name: label });
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

async function fill(user: UserEvent, label: string, value: string) {
  const input = card().getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, value);
}

async function startFault(user: UserEvent) {
  await user.click(card().getByRole('button', { name: 'Start fault' }));
}

describe('FaultSwitches', () => {
  it('offers only the faults the chosen target takes, starting over when the target changes', async () => {
    const user = userEvent.setup();
    stubLab({});
    renderLab(<FaultSwitches />);

    expect(optionsOf('Target')).toEqual([
      'storage',
      'users',
      'visualization',
      'file-events',
      'telemetry',
    ]);
    expect(card().getByRole('combobox', { name: 'Target' })).toHaveValue('storage');
    expect(optionsOf('Fault')).toEqual(['latency', 'errors']);
    await user.selectOptions(card().getByRole('combobox', { name: 'Fault' }), 'errors');

    await user.selectOptions(card().getByRole('combobox', { name: 'Target' }), 'file-events');
    expect(optionsOf('Fault')).toEqual([...QUEUE_FAULT_TYPES]);
    expect(optionsOf('Fault')).toContain('send-fail');
    expect(card().getByRole('combobox', { name: 'Fault' })).toHaveValue('pause');

    await user.selectOptions(card().getByRole('combobox', { name: 'Target' }), 'telemetry');
    expect(optionsOf('Fault')).toEqual([...QUEUE_FAULT_TYPES]);
    await user.selectOptions(card().getByRole('combobox', { name: 'Fault' }), 'send-fail');
    expect(
      card().getByText(/those events are lost, and the map counts them dropped/),
    ).toBeInTheDocument();

    await user.selectOptions(card().getByRole('combobox', { name: 'Target' }), 'users');
    expect(optionsOf('Fault')).toEqual(['latency', 'errors']);
    expect(card().getByRole('combobox', { name: 'Fault' })).toHaveValue('latency');
  });

  it('asks for a value only for the faults that take one, and says what each fault does', async () => {
    const user = userEvent.setup();
    stubLab({});
    renderLab(<FaultSwitches />);
    const fault = card().getByRole('combobox', { name: 'Fault' });

    expect(card().getByRole('textbox', { name: 'Added latency (ms)' })).toHaveValue('500');
    expect(card().queryByRole('textbox', { name: 'Error rate (0 to 1)' })).not.toBeInTheDocument();
    expect(card().getByRole('textbox', { name: 'Duration (seconds)' })).toHaveValue('60');
    expect(
      card().getByText(/^Every request to storage, its health check included, waits/),
    ).toBeInTheDocument();

    await user.selectOptions(fault, 'errors');
    expect(card().getByRole('textbox', { name: 'Error rate (0 to 1)' })).toHaveValue('1');
    expect(card().queryByRole('textbox', { name: 'Added latency (ms)' })).not.toBeInTheDocument();
    expect(card().getByText(/answer 503, saying a lab fault caused the error/)).toBeInTheDocument();

    await user.selectOptions(card().getByRole('combobox', { name: 'Target' }), 'telemetry');
    // Only the duration is left to fill in.
    expect(card().getAllByRole('textbox')).toHaveLength(1);
    expect(card().getByRole('textbox', { name: 'Duration (seconds)' })).toBeInTheDocument();
    expect(
      card().getByText(/consumer leaves its messages queued: nothing is lost/),
    ).toBeInTheDocument();

    await user.selectOptions(card().getByRole('combobox', { name: 'Fault' }), 'fail');
    expect(
      card().getByText(/retried with backoff, then go to the dead-letter queue/),
    ).toBeInTheDocument();

    await user.selectOptions(card().getByRole('combobox', { name: 'Fault' }), 'slow');
    expect(card().getByRole('textbox', { name: 'Work per message (ms)' })).toHaveValue('500');
    await user.selectOptions(card().getByRole('combobox', { name: 'Target' }), 'file-events');
    await user.selectOptions(card().getByRole('combobox', { name: 'Fault' }), 'poison');
    expect(card().getByRole('textbox', { name: 'Messages to spoil' })).toHaveValue('1');
    expect(card().getByText(/sends each to the dead-letter queue at once/)).toBeInTheDocument();
  });

  it('posts exactly the target, the fault, its value and its duration, then lists the fault', async () => {
    const user = userEvent.setup();
    const { writes } = stubLab({});
    renderLab(
      <>
        <FaultBanner />
        <FaultSwitches />
      </>,
    );

    await user.selectOptions(card().getByRole('combobox', { name: 'Target' }), 'users');
    await user.selectOptions(card().getByRole('combobox', { name: 'Fault' }), 'errors');
    await fill(user, 'Error rate (0 to 1)', '0.5');
    await fill(user, 'Duration (seconds)', '30');
    await startFault(user);

    expect(
      await screen.findByText('errors on users (50 % of requests) — 0:30 left'),
    ).toBeInTheDocument();
    const [post] = writes();
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe('/api/lab/faults');
    expect(post?.body).toEqual({
      target: 'users',
      type: 'errors',
      value: 0.5,
      durationSeconds: 30,
      scope: 'session',
    });
    expect(post?.headers.get('Content-Type')).toBe('application/json');
    expect(post?.headers.has('Authorization')).toBe(false);
  });

  it.each(['pause', 'fail'])('sends no value for a %s fault', async (type) => {
    const user = userEvent.setup();
    const { writes } = stubLab({});
    renderLab(<FaultSwitches />);

    await user.selectOptions(card().getByRole('combobox', { name: 'Target' }), 'file-events');
    await user.selectOptions(card().getByRole('combobox', { name: 'Fault' }), type);
    await startFault(user);

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toStrictEqual({
      target: 'file-events',
      type,
      durationSeconds: 60,
      scope: 'session',
    });
  });

  it('starts a fault on telemetry for everyone, saying why', async () => {
    const user = userEvent.setup();
    const { writes } = stubLab({});
    renderLab(<FaultSwitches />);

    await user.selectOptions(card().getByRole('combobox', { name: 'Target' }), 'telemetry');
    const actsOn = card().getByRole('combobox', { name: 'Acts on' });
    expect(actsOn).toBeDisabled();
    expect(actsOn).toHaveValue('global');
    expect(
      card().getByText(
        "A fault on telemetry always acts on everyone: its messages carry many learners' events.",
      ),
    ).toBeInTheDocument();
    await startFault(user);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ target: 'telemetry', scope: 'global' });
  });

  it('starts a fault for everyone when asked, which a deployment asks the token for', async () => {
    const user = userEvent.setup();
    const { writes } = stubLab({ access: 'session' });
    renderLab(<FaultSwitches />);

    expect(card().queryByLabelText('Lab admin token')).toBeNull();
    await user.selectOptions(card().getByRole('combobox', { name: 'Acts on' }), 'global');
    await user.type(await card().findByLabelText('Lab admin token'), 'the-token');
    await startFault(user);

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ scope: 'global' });
    expect(writes()[0]?.headers.get('Authorization')).toBe('Bearer the-token');
  });

  it("shows the API's message when it refuses the fault", async () => {
    const user = userEvent.setup();
    stubLab({ start: refusal(400, 'value: a latency fault needs the milliseconds to add') });
    renderLab(<FaultSwitches />);

    await startFault(user);

    const alert = await card().findByRole('alert');
    expect(alert).toHaveTextContent('Could not start the fault');
    expect(alert).toHaveTextContent('value: a latency fault needs the milliseconds to add');
  });

  it('says what is wrong with the form without sending it', async () => {
    const user = userEvent.setup();
    const { writes } = stubLab({});
    renderLab(<FaultSwitches />);

    await user.clear(card().getByRole('textbox', { name: 'Duration (seconds)' }));
    await startFault(user);

    expect(await card().findByRole('alert')).toHaveTextContent(
      'Duration: a fault lasts whole seconds, from 1 to 900',
    );
    expect(writes()).toEqual([]);
  });

  it('asks for the lab admin token where the lab is guarded, and sends it with Start and Clear', async () => {
    const user = userEvent.setup();
    const { writes } = stubLab({ access: 'admin', faults: [fault({ target: 'storage' })] });
    renderLab(
      <>
        <FaultBanner />
        <FaultSwitches />
      </>,
    );

    const token = await card().findByLabelText('Lab admin token');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveAccessibleDescription(
      'This deployment needs the lab admin token to start or clear a fault.',
    );
    await user.type(token, 's3cret');
    await startFault(user);
    await user.click(screen.getByRole('button', { name: 'Clear the errors fault on storage' }));

    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map(({ method, headers }) => [method, headers.get('Authorization')])).toEqual([
      ['POST', 'Bearer s3cret'],
      ['DELETE', 'Bearer s3cret'],
    ]);
  });

  it('names the services that did not answer, and asks for no token where the lab is open', async () => {
    stubLab({ access: 'open', unreachable: ['users'] });
    renderLab(<FaultSwitches />);

    expect(
      await card().findByText('No answer from users: faults kept there are not listed.'),
    ).toBeInTheDocument();
    expect(card().queryByLabelText('Lab admin token')).not.toBeInTheDocument();
  });
});
