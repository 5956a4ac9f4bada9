import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_SEARCH_TERMS } from '../lib/constants';
import { card, fill, refusal, renderCard, stubGateway } from './load-card.test-utils';

const found = () =>
  Response.json({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 10 });

/** Lets the run's timers and the answers they wait on move on by `ms`. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // shouldAdvanceTime, as user-event waits on real time between its steps; the exact schedule is
  // proved in run-load.test.ts.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

function setup() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

describe('GenerateLoadCard: searches', () => {
  it('searches R times a second for S seconds, cycling through common words', async () => {
    const user = setup();
    const sent = stubGateway(found);
    renderCard();

    await user.click(card().getByRole('radio', { name: 'Searches' }));
    expect(card().getByRole('radiogroup', { name: 'Load' })).toBeInTheDocument();
    await fill(user, 'Searches per second', '4');
    await fill(user, 'For (seconds)', '3');
    const startedAt = Date.now();
    await user.click(card().getByRole('button', { name: 'Generate load' }));

    await advance(1100);
    expect(card().getByText(/^\d+ of 12 sent · 0 failed · 1 s elapsed$/)).toBeInTheDocument();
    await advance(2000);

    expect(card().getByText(/^Done: 12 succeeded, 0 failed in \d+\.\d s\.$/)).toBeInTheDocument();
    expect(card().getByText('12 of 12 sent · 0 failed')).toBeInTheDocument();
    // The first 11 searches: the whole list in turn, then its first word again (the words
    // themselves are pinned in load-files.test.ts).
    expect(sent.map(({ url }) => url.searchParams.get('q')).slice(0, 11)).toEqual([
      ...LOAD_SEARCH_TERMS,
      LOAD_SEARCH_TERMS[0],
    ]);
    expect(sent[0]?.url.pathname).toBe('/api/nzbn/search');
    expect(sent[0]?.url.searchParams.get('page')).toBe('1');
    expect(sent[0]?.url.searchParams.get('pageSize')).toBe('10');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2750);
  });

  it("counts the search limiter's 429s as failed and says its message once", async () => {
    const user = setup();
    const message = 'Too many searches from this client: try again in 10 s';
    stubGateway(() => refusal(429, message));
    renderCard();

    await user.click(card().getByRole('radio', { name: 'Searches' }));
    await fill(user, 'For (seconds)', '1');
    await user.click(card().getByRole('button', { name: 'Generate load' }));
    await advance(1000);

    expect(card().getByText(/^Done: 0 succeeded, 5 failed in/)).toBeInTheDocument();
    expect(card().getAllByText(message)).toHaveLength(1);
  });

  it('cancels at once: in-flight searches are aborted and no more are sent', async () => {
    const user = setup();
    const sent = stubGateway(() => undefined);
    renderCard();

    await user.click(card().getByRole('radio', { name: 'Searches' }));
    await user.click(card().getByRole('button', { name: 'Generate load' }));
    await advance(700);
    const sentBeforeCancel = sent.length;
    expect(sentBeforeCancel).toBeGreaterThanOrEqual(3);
    await user.click(card().getByRole('button', { name: 'Cancel' }));

    expect(card().getByText('Cancelled after 0 of 50.')).toBeInTheDocument();
    expect(sent.every(({ signal }) => signal?.aborted)).toBe(true);
    await advance(5000);
    expect(sent).toHaveLength(sentBeforeCancel);
  });

  it('refuses a rate or a duration out of range', async () => {
    const user = setup();
    stubGateway(found);
    renderCard();

    await user.click(card().getByRole('radio', { name: 'Searches' }));
    await fill(user, 'Searches per second', '21');
    expect(card().getByText('Enter a whole number from 1 to 20')).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Generate load' })).toBeDisabled();

    await fill(user, 'Searches per second', '20');
    await fill(user, 'For (seconds)', '0');
    expect(card().getByText('Enter a whole number from 1 to 60')).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Generate load' })).toBeDisabled();
  });
});
