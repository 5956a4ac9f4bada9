import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { LOADING_CONTENT_TEXT, SectionBody } from './section-body';

const BUILT_IN = '# Built-in heading\n\nThe text shipped with the module.';
const CONTENT_URL = '/content/async-basics/event-loop.md';

function stubFetch(respond: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(respond);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBody(contentUrl?: string) {
  return renderRoute('/learn', [
    { path: '/learn', element: <SectionBody content={BUILT_IN} contentUrl={contentUrl} /> },
  ]);
}

async function expectFallback(reason: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Failed to load external content (${reason}). Showing built-in text.`,
  );
  expect(screen.getByRole('heading', { name: 'Built-in heading' })).toBeInTheDocument();
}

describe('SectionBody', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the built-in markdown without a request when there is no contentUrl', () => {
    const fetchMock = stubFetch(() => Promise.resolve(new Response('unused')));
    renderBody();

    expect(screen.getByRole('heading', { name: 'Built-in heading' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it is loading while the external content is on its way', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderBody(CONTENT_URL);

    expect(screen.getByText(LOADING_CONTENT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders the fetched markdown instead of the built-in text', async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(
        new Response('# Fetched heading\n\nFrom the file.', {
          headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
        }),
      ),
    );
    renderBody(CONTENT_URL);

    expect(await screen.findByRole('heading', { name: 'Fetched heading' })).toBeInTheDocument();
    expect(screen.queryByText('Built-in heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      CONTENT_URL,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('falls back to the built-in text with the status when the file is missing', async () => {
    stubFetch(() => Promise.resolve(new Response('Not found', { status: 404 })));
    renderBody(CONTENT_URL);

    await expectFallback('HTTP 404');
  });

  it('treats the app page served for a missing file as a failure', async () => {
    stubFetch(() =>
      Promise.resolve(
        new Response('<!doctype html><html><body><div id="root"></div></body></html>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
      ),
    );
    renderBody(CONTENT_URL);

    await expectFallback('not a markdown document');
  });

  it('treats an HTML document as a failure even when it is not labelled as HTML', async () => {
    stubFetch(() =>
      Promise.resolve(
        new Response('\n<!DOCTYPE html>\n<html lang="en"></html>', {
          headers: { 'Content-Type': 'text/plain' },
        }),
      ),
    );
    renderBody(CONTENT_URL);

    await expectFallback('not a markdown document');
  });

  it('falls back to the built-in text with the error when the request fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderBody(CONTENT_URL);

    await expectFallback('Failed to fetch');
  });
});
