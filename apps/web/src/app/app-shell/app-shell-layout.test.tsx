import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, wrapped } from '@/test/api-stub';
import { renderRoute } from '@/test/render';
import { appRoutes } from '../routes/app-routes';

const NAV_LINKS = [
  ['Dashboard', '/'],
  ['Learn', '/learn'],
  ['Services', '/services'],
  ['Storage', '/storage'],
  ['Metrics', '/metrics'],
  ['Traces', '/traces'],
  ['API', '/api-docs'],
] as const;

/** The lab API listing one latency fault on storage with a minute left. */
function stubOneFault() {
  const now = Date.now();
  const latency = {
    id: 'storage.1',
    target: 'storage',
    type: 'latency',
    value: 500,
    durationSeconds: 60,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 60_000).toISOString(),
    scope: 'session',
  };
  stubApi({
    '/api/lab/faults': wrapped({ items: [latency], access: 'open', unreachable: [] }),
  });
}

function mainNavLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
}

describe('app shell', () => {
  it('shows the product title in the header', async () => {
    renderRoute('/', appRoutes);

    expect(
      await screen.findByRole('link', { name: 'Async Microservices Dashboard' }),
    ).toHaveAttribute('href', '/');
  });

  it('lists the seven top navigation links in order with their paths', async () => {
    renderRoute('/', appRoutes);
    await screen.findByRole('heading', { level: 1, name: 'System Overview' });

    const links = mainNavLinks();
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(NAV_LINKS);
  });

  it('marks only the current page link with aria-current', async () => {
    renderRoute('/services', appRoutes);
    await screen.findByRole('heading', { level: 1, name: 'Services' });

    const current = mainNavLinks().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Services']);
  });

  it('keeps Learn current inside a module', async () => {
    renderRoute('/learn/queues', appRoutes);
    await screen.findByRole('heading', { level: 1, name: 'Module Not Found' });

    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Learn' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('opens the phone menu from the burger and closes it after a link is chosen', async () => {
    const user = userEvent.setup();
    renderRoute('/', appRoutes);
    const burger = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);

    await user.click(burger);

    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const [, menu] = screen.getAllByRole('navigation', { name: 'Main' });
    if (!menu) throw new Error('the phone menu did not open');
    await user.click(within(menu).getByRole('link', { name: 'Storage' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'File Storage (R2)' }),
    ).toBeInTheDocument();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('switches the colour scheme from the toggle', async () => {
    const user = userEvent.setup();
    renderRoute('/', appRoutes);
    const toggle = await screen.findByRole('button', { name: 'Toggle colour scheme' });
    const before = document.documentElement.getAttribute('data-mantine-color-scheme');

    await user.click(toggle);

    const after = document.documentElement.getAttribute('data-mantine-color-scheme');
    expect([before, after].sort()).toEqual(['dark', 'light']);
  });

  it.each(['/', '/storage', '/learn'])(
    'shows the active lab faults above the page at %s',
    async (path) => {
      stubOneFault();
      renderRoute(path, appRoutes);

      const banner = await screen.findByRole('region', { name: 'Active lab faults' });
      expect(
        within(banner).getByText(/^latency on storage \(\+500 ms\) — (1:00|0:59) left$/),
      ).toBeInTheDocument();
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(
        banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    },
  );

  it('puts the fault switches on the Services page, above the service cards', async () => {
    stubOneFault();
    renderRoute('/services', appRoutes);

    const switches = await screen.findByRole('region', { name: 'Fault switches' });
    const cards = screen.getByRole('list', { name: 'Services' });
    expect(switches.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
