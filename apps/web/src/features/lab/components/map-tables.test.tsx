import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUES } from './lab-map.test-utils';
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QueuesTable', () => {
  it('shows a table with every figure in a column on a wide screen', () => {
    renderLab(<QueuesTable queues={QUEUES} onOpenDeadLetters={() => undefined} />);

    const table = screen.getByRole('table', { name: 'Queues' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.queryByRole('list', { name: 'Queues' })).not.toBeInTheDocument();
  });

  it('shows each queue as a card with every figure labelled on a phone', () => {
    onAPhone();
    renderLab(<QueuesTable queues={QUEUES} onOpenDeadLetters={() => undefined} />);

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
      ['Dead-lettered', '2'],
    ]);
    expect(within(fileEvents).getByText('2')).toHaveStyle({
      color: 'var(--mantine-color-red-text)',
    });
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
      renderLab(<QueuesTable queues={QUEUES} onOpenDeadLetters={open} />);

      const button = screen.getByRole('button', { name: 'Dead letters (2) of file-events' });
      expect(button).toHaveTextContent(/^Dead letters \(2\)$/);
      expect(
        screen.getByRole('button', { name: 'Dead letters (0) of telemetry' }),
      ).toHaveTextContent(/^Dead letters \(0\)$/);
      await user.click(button);
      expect(open).toHaveBeenCalledWith('file-events');
    },
  );
});
