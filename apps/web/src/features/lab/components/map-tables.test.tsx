import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIGURES_AT, FILE_EVENTS_STATE, QUEUES } from './lab-map.test-utils';
import { renderLab } from './lab.test-utils';
import { QueuesTable } from './map-tables';

/** Makes the screen as narrow as a phone for every media query that asks for a maximum width. */
function onAPhone() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('max-width'),
  }));
}

function figuresOf(card: HTMLElement) {
  return Array.from(card.querySelectorAll('dt'), (term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);
}

const READ_AT = Date.parse(FIGURES_AT);

/** A file event whose `attempt` failed and whose next attempt is `inMs` after the figures. */
const retrying = (messageId: string, attempt: number, inMs: number) => ({
  messageId,
  attempt,
  maxAttempts: 6,
  nextAttemptAt: new Date(READ_AT + inMs).toISOString(),
});

/** The queues with these file events between retries. */
const withRetrying = (messages: ReturnType<typeof retrying>[]) =>
  QUEUES.map((queue) => (queue.id === 'file-events' ? { ...queue, retrying: messages } : queue));

/** The queues table as the map shows it, its figures read at FIGURES_AT. */
function renderQueues(queues: ComponentProps<typeof QueuesTable>['queues']) {
  renderLab(<QueuesTable queues={queues} onOpenDeadLetters={() => undefined} at={FIGURES_AT} />);
}

const linesOf = (queue: string) =>
  within(screen.getByRole('list', { name: `Messages of ${queue} between retries` }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QueuesTable', () => {
  it('shows a table with every figure in a column on a wide screen', () => {
    renderQueues(QUEUES);

    const table = screen.getByRole('table', { name: 'Queues' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.queryByRole('list', { name: 'Queues' })).not.toBeInTheDocument();
  });

  it('shows each queue as a card with every figure labelled on a phone', () => {
    onAPhone();
    renderQueues(QUEUES);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Queues' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'file-events',
      'telemetry',
    ]);
    const [fileEvents] = cards;
    if (fileEvents === undefined) throw new Error('No file-events card');
    expect(within(fileEvents).getByRole('heading', { name: 'file-events' })).toBeInTheDocument();
    expect(figuresOf(fileEvents)).toEqual([
      ['Backlog', '12'],
      ['Oldest message', '12 s'],
      ['Deliveries/s', '1.8'],
      ['Retries (last minute)', '3'],
      ['Dead-lettered (last minute)', '1'],
    ]);
    expect(within(fileEvents).getByText('1')).toHaveStyle({
      color: 'var(--mantine-color-red-text)',
    });
  });

  it('counts dead letters of the last minute in red, and those still waiting on the button', () => {
    renderQueues([{ ...FILE_EVENTS_STATE, deadLettered: 5, deadLetteredLastMinute: 0 }]);

    const table = screen.getByRole('table', { name: 'Queues' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toContain('Dead-lettered (last minute)');
    const cells = within(table).getAllByRole('cell');
    const arrived = cells[headers.indexOf('Dead-lettered (last minute)') - 1];
    expect(arrived).toHaveTextContent(/^0$/);
    expect(arrived).not.toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    expect(screen.getByRole('button', { name: 'Dead letters (5) of file-events' })).toBeVisible();
  });

  it.each([
    ['wide screen', () => undefined],
    ['phone', onAPhone],
  ])(
    'names the dead letters button on a %s by the text it shows, and opens its queue',
    async (_screen, arrange) => {
      arrange();
      const user = userEvent.setup();
      const open = vi.fn();
      renderLab(<QueuesTable queues={QUEUES} onOpenDeadLetters={open} at={FIGURES_AT} />);

      const button = screen.getByRole('button', { name: 'Dead letters (2) of file-events' });
      expect(button).toHaveTextContent(/^Dead letters \(2\)$/);
      expect(
        screen.getByRole('button', { name: 'Dead letters (0) of telemetry' }),
      ).toHaveTextContent(/^Dead letters \(0\)$/);
      await user.click(button);
      expect(open).toHaveBeenCalledWith('file-events');
    },
  );

  it.each([
    ['wide screen', () => undefined],
    ['phone', onAPhone],
  ])(
    'says on a %s where each message between retries stands and when it comes back',
    (_screen, arrange) => {
      arrange();
      const messages = [retrying('m1', 4, 7_200), retrying('m2', 1, 0), retrying('m3', 2, -3_000)];
      renderQueues(withRetrying(messages));

      expect(linesOf('file-events')).toEqual([
        'attempt 4 of 6, next in 8 s',
        'attempt 1 of 6, next any moment',
        'attempt 2 of 6, next any moment',
      ]);
      expect(
        screen.queryByRole('list', { name: 'Messages of telemetry between retries' }),
      ).not.toBeInTheDocument();
    },
  );

  it('counts down as the figures are read again', async () => {
    const user = userEvent.setup();
    const queues = withRetrying([retrying('m1', 4, 8_000)]);
    const later = new Date(READ_AT + 3_000).toISOString();
    function Refreshing() {
      const [at, setAt] = useState(FIGURES_AT);
      return (
        <>
          <button onClick={() => setAt(later)}>Refresh</button>
          <QueuesTable queues={queues} onOpenDeadLetters={() => undefined} at={at} />
        </>
      );
    }
    renderLab(<Refreshing />);
    expect(linesOf('file-events')).toEqual(['attempt 4 of 6, next in 8 s']);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(linesOf('file-events')).toEqual(['attempt 4 of 6, next in 5 s']);
  });

  it('shows three messages between retries and counts the rest', () => {
    const messages = [1, 2, 3, 4, 5].map((attempt) => retrying(`m${attempt}`, attempt, 1_000));
    renderQueues(withRetrying(messages));

    expect(linesOf('file-events')).toEqual([
      'attempt 1 of 6, next in 1 s',
      'attempt 2 of 6, next in 1 s',
      'attempt 3 of 6, next in 1 s',
      '+2 more',
    ]);
  });
});
