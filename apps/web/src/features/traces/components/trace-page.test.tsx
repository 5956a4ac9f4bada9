import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused, stubTraces, TRACE_ID, uploadTrace } from '../lib/traces.test-utils';
import { parseTraceparent } from '../lib/traceparent';
import { renderTrace, stubUploadTrace } from './trace-page.test-utils';

const NOT_FOUND = `No trace has the id '${TRACE_ID}' (its spans may still be on their way)`;

describe('TracePage', () => {
  it('heads the page with the root span, the trace id, its duration, spans and services', async () => {
    const { urls, headers } = stubUploadTrace();
    renderTrace();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'POST /api/storage/upload' }),
    ).toBeInTheDocument();
    expect(urls()).toEqual([`/api/traces/${TRACE_ID}`]);
    expect(parseTraceparent(headers()[0]?.get('traceparent'))?.recorded).toBe(false);
    const facts = screen.getAllByRole('definition').map((item) => item.textContent);
    // The duration runs to the consumer's end; the answer went out when the root span ended.
    expect(facts.slice(0, 4)).toEqual([
      TRACE_ID,
      '1,280 ms response sent at 80 ms',
      '5',
      'gatewaystorageusers',
    ]);
    expect(screen.getByText(TRACE_ID).tagName).toBe('CODE');

    const download = screen.getByRole('link', { name: 'Download OTLP/JSON' });
    expect(download).toHaveAttribute('href', `/api/traces/${TRACE_ID}/otlp`);
    expect(download).toHaveAttribute('download', `trace-${TRACE_ID}.otlp.json`);
    expect(
      screen.getByText('Open it in Jaeger or any OpenTelemetry tool (see docs/lab.md)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All traces' })).toHaveAttribute('href', '/traces');
  });

  it('waits for spans still on their way, then shows them', async () => {
    let answers = 0;
    stubTraces(() => {
      answers += 1;
      return answers === 1
        ? refused(404, NOT_FOUND)
        : ok({ traceId: TRACE_ID, spans: uploadTrace() });
    });
    renderTrace();

    expect(await screen.findByText(/^Waiting for the spans of this trace/)).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'POST /api/storage/upload' },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
  });

  it('says the trace was not found once about 10 s of asking found nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { urls } = stubTraces(() => refused(404, NOT_FOUND));
    renderTrace();
    expect(await screen.findByText(/^Waiting for the spans/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the trace');
    expect(alert).toHaveTextContent(NOT_FOUND);
    expect(urls()).toHaveLength(11);
  });

  it('refuses an address that is not a trace id without asking the API', () => {
    const { fetchMock } = stubUploadTrace();
    renderTrace('not-a-trace');

    expect(screen.getByRole('heading', { level: 1, name: 'Trace' })).toBeInTheDocument();
    expect(
      screen.getByText("'not-a-trace' is not a trace id: a trace id is 32 lowercase hex digits."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
