import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { ok, stubTraces, summary, TRACE_ID } from '../lib/traces.test-utils';
import { RecentTracesCard } from './recent-traces-card';

describe('RecentTracesCard', () => {
  it('lists the last 5 traces, each linking to its waterfall, and links to all of them', async () => {
    const { urls } = stubTraces(() =>
      ok({ items: [summary(), summary({ traceId: 'a'.repeat(32), rootName: 'GET /health' })] }),
    );
    renderPage(<RecentTracesCard />, '/metrics');

    const card = within(screen.getByRole('region', { name: 'Recent traces' }));
    const list = await card.findByRole('list', { name: 'Last 5 traces' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['POST /api/storage/upload', `/traces/${TRACE_ID}`],
      ['GET /health', `/traces/${'a'.repeat(32)}`],
    ]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1,280 ms');
    expect(card.getByRole('link', { name: 'All traces' })).toHaveAttribute('href', '/traces');
    expect(urls()).toEqual(['/api/traces?limit=5']);
  });

  it('says how to make traces while there are none', async () => {
    stubTraces(() => ok({ items: [] }));
    renderPage(<RecentTracesCard />, '/metrics');

    expect(
      await screen.findByText(
        'No traces yet: use the app (upload a file, search the register) and they appear here within a few seconds.',
      ),
    ).toBeInTheDocument();
  });
});
