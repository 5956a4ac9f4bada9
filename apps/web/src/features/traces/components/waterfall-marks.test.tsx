// What the waterfall says without a row being opened: when the response went out, and what
// became of each queue message.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, span, stubTraces, TRACE_ID } from '../lib/traces.test-utils';
import { renderTrace, row, spanRows } from './trace-page.test-utils';

/** A consumer span of the file-events queue, on its `attempt`, with its outcome. */
function consumer(id: number, attempt: number, outcome: string, at: number) {
  return span({
    id,
    parent: 3,
    service: 'users',
    name: 'process file-events',
    kind: 'consumer',
    at,
    status: outcome === 'failed' ? 'error' : 'unset',
    attributes: {
      'messaging.cloudflare.attempts': attempt,
      'messaging.cloudflare.outcome': outcome,
    },
  });
}

/** An upload answered at 24 ms whose message was paused, then failed, then processed. */
function retriedUpload() {
  return [
    span({ id: 1, name: 'POST /api/storage/upload', kind: 'server', durationMs: 24 }),
    span({ id: 2, parent: 1, name: 'gateway → storage', kind: 'client', at: 2, durationMs: 20 }),
    span({ id: 3, parent: 2, service: 'storage', name: 'send file-events', kind: 'producer' }),
    consumer(4, 1, 'failed', 300),
    consumer(5, 2, 'processed', 600),
    consumer(6, 3, 'paused', 990),
  ];
}

describe('the waterfall’s marks', () => {
  it('shows each consumer’s outcome on its row, with the attempt once it is not the first', async () => {
    stubTraces(() => ok({ traceId: TRACE_ID, spans: retriedUpload() }));
    renderTrace();
    await spanRows();

    const consumers = screen.getAllByRole('button', { name: /^users process file-events/ });
    expect(consumers.map((button) => button.textContent)).toEqual([
      'users process file-events failed 10 ms queued 290 ms',
      'users process file-events attempt 2 · processed 10 ms queued 590 ms',
      'users process file-events attempt 3 · paused 10 ms queued 980 ms',
    ]);
    // The failed attempt's outcome stands in for the plain error mark.
    expect(within(row(/ failed /)).queryByText('error')).toBeNull();
    // Other spans carry no outcome.
    expect(within(row(/^gateway gateway → storage/)).queryByText(/processed|failed/)).toBeNull();
  });

  it('draws a line where the response went out, apart from the work after it', async () => {
    stubTraces(() => ok({ traceId: TRACE_ID, spans: retriedUpload() }));
    renderTrace();
    const rows = await spanRows();

    expect(screen.getByText('response sent at 24 ms', { selector: 'dd *' })).toBeInTheDocument();
    const marks = screen.getAllByText('response sent at 24 ms');
    expect(marks).toHaveLength(2);
    // 24 ms of a 1,000 ms trace: the line crosses every row at 2.4 % of the axis.
    const lines = rows.map((item) => item.querySelector<HTMLElement>('[class*="responseLine"]'));
    expect(lines.map((line) => line?.style.left)).toEqual(rows.map(() => '2.4%'));
  });

  it('draws no response line for a trace that is not a request', async () => {
    const job = [
      span({ id: 1, name: 'retention', kind: 'internal', durationMs: 40 }),
      span({ id: 2, parent: 1, name: 'DELETE spans', kind: 'client', at: 5 }),
    ];
    stubTraces(() => ok({ traceId: TRACE_ID, spans: job }));
    renderTrace();
    const rows = await spanRows();

    expect(rows).toHaveLength(2);
    expect(screen.queryByText(/^response sent at/)).not.toBeInTheDocument();
  });
});
