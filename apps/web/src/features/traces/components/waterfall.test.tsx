import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ok,
  spanId,
  stubTraces,
  TRACE_ID,
  TRACE_START,
  uploadTrace,
} from '../lib/traces.test-utils';
import { renderTrace, row, spanRows, stubUploadTrace } from './trace-page.test-utils';

describe('the waterfall', () => {
  it('nests each span under its parent, siblings in the order they started', async () => {
    stubUploadTrace();
    renderTrace();

    const items = await spanRows();
    expect(
      items.map((item) => [
        item.getAttribute('aria-level'),
        within(item).getByRole('button').querySelector('[title]')?.textContent,
      ]),
    ).toEqual([
      ['1', 'POST /api/storage/upload'],
      ['2', 'POST /upload'],
      ['3', 'd1 insert'],
      ['3', 'file-events publish'],
      ['4', 'file-events process'],
    ]);
    // Each row names its service in a badge whose colour the legend explains.
    const legend = within(screen.getByRole('list', { name: 'Service colours' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'gateway',
      'storage',
      'users',
    ]);
    expect(row(/^users file-events process/)).toHaveTextContent('users');
  });

  it('draws the wait in the queue between the producer and its consumer', async () => {
    stubUploadTrace();
    renderTrace();
    await spanRows();

    const consumer = row(/file-events process/);
    expect(within(consumer).getByText('queued 1.2 s')).toBeInTheDocument();
    expect(consumer).toHaveAccessibleName('users file-events process error 15 ms queued 1.2 s');
    expect(screen.getAllByText(/^queued /)).toHaveLength(1);
  });

  it('keeps asking for a trace that has just ended, adding the spans that arrive late', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: TRACE_START + 3_000 });
    const spans = uploadTrace();
    let answers = 0;
    const { urls } = stubTraces(() => {
      answers += 1;
      // The consumer's span is still in the telemetry queue at first.
      return ok({ traceId: TRACE_ID, spans: answers === 1 ? spans.slice(0, -1) : spans });
    });
    renderTrace();
    expect((await spanRows()).length).toBe(4);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('queued 1.2 s')).toBeInTheDocument();
    expect(await spanRows()).toHaveLength(5);

    // Once the trace has settled, it is no longer asked for.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const settled = urls().length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(urls()).toHaveLength(settled);
  });

  it('marks a failed span in words as well as with a red outline', async () => {
    stubUploadTrace();
    renderTrace();
    await spanRows();

    const failed = row(/file-events process/);
    expect(within(failed).getByText('error')).toBeInTheDocument();
    expect(failed.querySelector('[data-error]')).not.toBeNull();
    const fine = row(/d1 insert/);
    expect(within(fine).queryByText('error')).not.toBeInTheDocument();
    expect(fine.querySelector('[data-error]')).toBeNull();
  });

  it("shows a span's details when its row is chosen with the keyboard", async () => {
    stubUploadTrace();
    const user = userEvent.setup();
    renderTrace();
    await spanRows();
    const details = within(screen.getByRole('region', { name: 'Span details' }));
    expect(details.getByText('Choose a span in the waterfall to see its details.')).toBeVisible();

    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const consumer = row(/file-events process/);
    consumer.focus();
    await user.keyboard('{Enter}');

    expect(consumer).toHaveAttribute('aria-pressed', 'true');
    // On a phone the details are below the waterfall, so they are brought into view.
    expect(scrolled.mock.contexts).toContain(screen.getByRole('region', { name: 'Span details' }));
    expect(consumer).toHaveFocus();
    const fields = details
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(fields).toEqual([
      ['Name', 'file-events process'],
      ['Kind', 'consumer'],
      ['Service', 'users'],
      ['Status', 'error'],
      ['Start offset', '+1,265 ms'],
      ['Duration', '15 ms'],
      ['Span ID', spanId(5)],
    ]);
    const attributes = details.getByRole('table', { name: 'Attributes' });
    expect(
      within(attributes)
        .getAllByRole('row')
        .slice(1)
        .map((item) =>
          within(item)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['error.message', 'D1 is locked'],
      ['messaging.system', 'cloudflare-queues'],
    ]);

    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(details.getByText('file-events publish')).toBeInTheDocument();
    expect(details.getByText('This span has no attributes.')).toBeInTheDocument();
  });
});
