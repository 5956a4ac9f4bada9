import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render';
import { appRoutes } from './app-routes';

const PAGE_LOAD_MS = 5000;

describe('app routes', () => {
  beforeEach(() => {
    // The pages poll their APIs; these tests only look at headings.
    stubApi({});
  });

  it.each([
    ['/', 'System Overview', 'Dashboard'],
    ['/learn', 'Learn Asynchronous Microservices', 'Learn'],
    ['/services', 'Services', 'Services'],
    ['/storage', 'File Storage (R2)', 'Storage'],
    ['/metrics', 'Metrics and Analytics', 'Metrics'],
    ['/traces', 'Traces', 'Traces'],
  ])('shows %s with the heading "%s"', async (path, heading, page) => {
    renderRoute(path, appRoutes);

    // A page is a lazy chunk; the metrics one carries the charts and takes a while to import.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: PAGE_LOAD_MS }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Async Microservices Dashboard – ${page}`));
  });

  it('shows "Page not found" with the path and a way back for an unknown path', async () => {
    renderRoute('/no/such/page', appRoutes);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('leads a module id that does not exist to the module page, which says so', async () => {
    renderRoute('/learn/event-sourcing', appRoutes);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Module Not Found' }),
    ).toBeInTheDocument();
  });

  it('leads from a module back through Dashboard and Learn in the breadcrumb', async () => {
    renderRoute('/learn/event-sourcing', appRoutes);

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const links = within(breadcrumb).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Learn', '/learn'],
    ]);
    expect(within(breadcrumb).getByText('event-sourcing')).toHaveAttribute('aria-current', 'page');
  });
});
