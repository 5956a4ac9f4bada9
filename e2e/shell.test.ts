import { describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');

const PAGES = [
  { link: 'Dashboard', path: '/', heading: 'System Overview' },
  { link: 'Learn', path: '/learn', heading: 'Learn Asynchronous Microservices' },
  { link: 'Services', path: '/services', heading: 'Services' },
  { link: 'Storage', path: '/storage', heading: 'File Storage (R2)' },
  { link: 'Metrics', path: '/metrics', heading: 'Metrics and Analytics' },
];

const session = usePageSession();

const heading = (text: string) =>
  session.page.getByRole('heading', { level: 1, name: text, exact: true });

describe('the web shell', () => {
  it.each(PAGES)(
    'renders $path with its heading and the app title',
    async ({ path, heading: text }) => {
      await session.page.goto(`${baseUrl}${path}`);
      await heading(text).waitFor();
      expect(await session.page.title()).toContain('Async Microservices Dashboard');
    },
  );

  it('moves between every page with the top navigation', async () => {
    await session.page.goto(`${baseUrl}/`);
    const nav = session.page.getByRole('navigation', { name: 'Main' });
    for (const { link, path, heading: text } of PAGES) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await heading(text).waitFor();
      expect(new URL(session.page.url()).pathname).toBe(path);
      await expect
        .poll(() => nav.getByRole('link', { name: link, exact: true }).getAttribute('aria-current'))
        .toBe('page');
    }
  });

  it('shows the three services healthy on the Services page', async () => {
    await session.page.goto(`${baseUrl}/services`);
    for (const service of ['Storage Service', 'User Service', 'Visualization Service']) {
      const card = session.page.getByRole('listitem', { name: service });
      await card.getByText('Healthy', { exact: true }).waitFor();
    }
    expect(await session.page.getByText('Error', { exact: true }).count()).toBe(0);
  });

  it('shows Module Not Found for an unknown module with a way back', async () => {
    await session.page.goto(`${baseUrl}/learn/no-such-module`);
    await heading('Module Not Found').waitFor();
    await session.page.getByRole('link', { name: 'Back to Learning Hub' }).click();
    await heading('Learn Asynchronous Microservices').waitFor();
  });

  it('shows a not-found page for an unknown route', async () => {
    await session.page.goto(`${baseUrl}/definitely/not/here`);
    await heading('Page not found').waitFor();
    await session.page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await heading('System Overview').waitFor();
  });

  it('fits a 375 px phone and opens the navigation from the menu button', async () => {
    await session.page.setViewportSize({ width: 375, height: 740 });
    await session.page.goto(`${baseUrl}/`);
    await heading('System Overview').waitFor();
    const overflow = await session.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await session.page.getByRole('button', { name: 'Toggle navigation' }).click();
    await session.page.getByRole('link', { name: 'Storage', exact: true }).click();
    await heading('File Storage (R2)').waitFor();
  });

  it('switches between light and dark colour schemes', async () => {
    await session.page.goto(`${baseUrl}/`);
    const scheme = () =>
      session.page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const before = await scheme();
    await session.page.getByRole('button', { name: 'Toggle colour scheme' }).click();
    await expect.poll(scheme).not.toBe(before);
  });
});
