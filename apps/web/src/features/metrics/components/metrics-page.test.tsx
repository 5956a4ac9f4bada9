import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestsTo, stubApi } from '@/test/api-stub';
import { renderPage as renderAt } from '@/test/render';
import { MetricsPage } from './metrics-page';
import { PATHS } from './metrics.test-utils';

function renderPage() {
  return renderAt(
    <MetricsPage
      recentTraces={<h2>Traces slot</h2>}
      registryAnalytics={<h2>Analytics slot</h2>}
      registryPanels={<h2>Registry slot</h2>}
    />,
  );
}

describe('MetricsPage', () => {
  let fetchMock: ReturnType<typeof stubApi>;
  beforeEach(() => {
    // The charts' answers do not matter here: the requests never settle.
    fetchMock = stubApi({});
  });

  it('asks for the request rate and the latency over one window: same start, end and buckets', async () => {
    window.localStorage.setItem('metrics.range', '15m');
    renderPage();

    await waitFor(() => expect(requestsTo(fetchMock, PATHS.quantiles)).toHaveLength(1));
    await waitFor(() => expect(requestsTo(fetchMock, PATHS.timeseries)).toHaveLength(1));
    const windowOf = (path: string) => {
      const url = requestsTo(fetchMock, path)[0];
      return { start: url?.searchParams.get('start'), end: url?.searchParams.get('end') };
    };
    const rate = windowOf(PATHS.timeseries);
    expect(windowOf(PATHS.quantiles)).toEqual(rate);
    // On the edges of the 30 s buckets, so the API cuts both into the same 30.
    expect(Date.parse(rate.end ?? '') % 30_000).toBe(0);
    expect(Date.parse(rate.end ?? '') - Date.parse(rate.start ?? '')).toBe(15 * 60_000);
  });

  it('shows the range selector, traffic, latency, recent traces, the register sections, then operations', () => {
    renderPage();

    expect(
      screen
        .getAllByRole('heading', { level: 1 })
        .concat(screen.getAllByRole('heading', { level: 2 }))
        .map((heading) => heading.textContent),
    ).toEqual([
      'Metrics and Analytics',
      'Traffic',
      'Latency',
      'Traces slot',
      'Analytics slot',
      'Registry slot',
      'Async Operation Metrics',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Request Rate Over Time',
      'Operation Counts',
      'Latency Quantiles (p50/p95/p99)',
      'Service Uptime Distribution',
    ]);
    expect(screen.getByRole('radiogroup', { name: 'Time range' })).toBeInTheDocument();
  });

  it('offers 15m, 1h, 24h and 7d, with 24h chosen first', () => {
    renderPage();

    const range = within(screen.getByRole('radiogroup', { name: 'Time range' }));
    expect(range.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '15m',
      '1h',
      '24h',
      '7d',
    ]);
    expect(range.getByRole('radio', { name: '24h' })).toBeChecked();
  });

  it('remembers the chosen range and restores it', async () => {
    const user = userEvent.setup();
    const view = renderPage();

    await user.click(screen.getByRole('radio', { name: '7d' }));
    expect(window.localStorage.getItem('metrics.range')).toBe('7d');

    view.unmount();
    renderPage();
    expect(screen.getByRole('radio', { name: '7d' })).toBeChecked();
  });

  it('ignores a bad stored range', () => {
    window.localStorage.setItem('metrics.range', 'forever');
    renderPage();

    expect(screen.getByRole('radio', { name: '24h' })).toBeChecked();
  });
});
