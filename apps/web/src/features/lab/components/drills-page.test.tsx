import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { drillHistory } from '../lib/drill-history';
import { DrillsPage } from './drills-page';
import { drill, stubDrills } from './drills.test-utils';
import { refusal, renderLab } from './lab.test-utils';

afterEach(() => drillHistory.remove());

const history = () => within(screen.getByRole('list', { name: 'Your drills' }));

describe('DrillsPage', () => {
  it('says it is looking, then offers the levels, with no past drills yet', async () => {
    stubDrills();
    renderLab(<DrillsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Looking for a running drill…');
    expect(await screen.findByRole('radio', { name: /Easy/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Hard/ })).toBeInTheDocument();
    expect(screen.getByText('No drills yet: start one above.')).toBeInTheDocument();
  });

  it('starts a drill of the chosen level and keeps it in the history', async () => {
    const user = userEvent.setup();
    const api = stubDrills();
    renderLab(<DrillsPage />);
    await user.click(await screen.findByRole('radio', { name: /Medium/ }));
    await user.click(screen.getByRole('button', { name: 'Start drill' }));

    expect(await screen.findByRole('heading', { name: 'A drill is running' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Medium drill, running for \d+s; it ends by itself in (10m 0s|9m \d+s)\./),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/lab/drills', body: { level: 'medium' } },
    ]);
    expect(history().getByText('running')).toBeInTheDocument();
    expect(history().getByText('Medium')).toBeInTheDocument();
  });

  it('sends a diagnosis, shows each answer, and records the tries once solved', async () => {
    const user = userEvent.setup();
    const api = stubDrills({ running: drill('easy') });
    renderLab(<DrillsPage />);
    const target = await screen.findByRole('combobox', { name: 'Target' });
    await user.selectOptions(target, 'users');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fault' }), 'latency');
    await user.click(screen.getByRole('button', { name: 'Send diagnosis' }));
    expect(await screen.findByText('Wrong, try 1.')).toBeInTheDocument();
    expect(screen.getByText('Not yet')).toBeInTheDocument();
    expect(screen.getByText('Evidence: no trace given.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Fault' }), 'errors');
    await user.type(screen.getByRole('textbox', { name: /Trace id/ }), 'A'.repeat(32));
    await user.click(screen.getByRole('button', { name: 'Send diagnosis' }));
    expect(await screen.findByText('Solved in 1 min 5 s.')).toBeInTheDocument();
    expect(screen.getByText('Evidence: your trace shows the fault.')).toBeInTheDocument();
    expect(api.writes().at(-1)?.body).toEqual({
      target: 'users',
      type: 'errors',
      traceId: 'a'.repeat(32),
    });
    // Solved, so the page offers a new drill; the drill, started elsewhere, is in the history.
    expect(await screen.findByRole('button', { name: 'Start drill' })).toBeInTheDocument();
    expect(
      history().getByText(/ · 1m \d+s · 2 tries · score 80 · errors on users$/),
    ).toBeInTheDocument();
  });

  it('records a solved drill with its tries and time in the history', async () => {
    const user = userEvent.setup();
    const running = drill('hard');
    stubDrills({ running, fault: { target: 'file-events', type: 'pause', value: null } });
    drillHistory.set([{ ...running, tries: 1, outcome: 'running', takenMs: null, fault: null }]);
    renderLab(<DrillsPage />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Target' }),
      'file-events',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fault' }), 'pause');
    await user.click(screen.getByRole('button', { name: 'Send diagnosis' }));
    expect(await history().findByText('solved')).toBeInTheDocument();
    expect(
      history().getByText(/ · 1m \d+s · 2 tries · score 80 · pause on file-events$/),
    ).toBeInTheDocument();
  });

  it('refuses a malformed trace id before sending anything', async () => {
    const user = userEvent.setup();
    const api = stubDrills({ running: drill() });
    renderLab(<DrillsPage />);
    await user.type(await screen.findByRole('textbox', { name: /Trace id/ }), 'not-a-trace');
    await user.click(screen.getByRole('button', { name: 'Send diagnosis' }));
    expect(
      await screen.findByText('Trace id: 32 lowercase hex digits, or leave it empty'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('gives up, revealing the fault, and keeps that in the history', async () => {
    const user = userEvent.setup();
    const running = drill('easy');
    const api = stubDrills({ running });
    drillHistory.set([{ ...running, tries: 0, outcome: 'running', takenMs: null, fault: null }]);
    renderLab(<DrillsPage />);
    await user.click(await screen.findByRole('button', { name: 'Give up' }));
    expect(
      await screen.findByText("The drill's fault was errors on users; it is cleared."),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: `/api/lab/drills/${running.id}`, body: undefined },
    ]);
    expect(history().getByText('given up')).toBeInTheDocument();
  });

  it('says when it cannot tell whether a drill runs, with Retry', async () => {
    stubDrills({ list: refusal(503, 'The lab is down') });
    renderLab(<DrillsPage />);
    expect(await screen.findByText('The lab is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks for background load only while a hard drill runs', async () => {
    stubDrills({ running: drill('hard') });
    const wanted: boolean[] = [];
    renderLab(<DrillsPage backgroundLoad={(active) => (wanted.push(active), null)} />);
    await screen.findByRole('heading', { name: 'A drill is running' });
    expect(wanted.at(-1)).toBe(true);
  });
});
