import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { requestsTo, stubApi } from '@/test/api-stub';
import { openApiFixture } from '../lib/openapi.test-utils';
import { ApiDocsPage } from './api-docs-page';

const USER = { id: 'demo-user', usage: { fileCount: 2 } };

function stubDocument(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ '/api/openapi.json': () => Response.json(openApiFixture), ...extra });
}

describe('ApiDocsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the endpoints by service with their method, path and summary', async () => {
    stubDocument();
    renderPage(<ApiDocsPage />, '/api-docs');

    expect(screen.getByRole('heading', { level: 1, name: 'API' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the API document…');
    const users = await screen.findByRole('region', { name: 'users' });
    expect(
      within(users).getByRole('button', {
        name: 'GET /api/users/{id} A user and the files they store',
      }),
    ).toBeInTheDocument();
    const storage = screen.getByRole('region', { name: 'storage' });
    expect(
      within(storage)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'GET /api/storage/files One page of stored files',
      'POST /api/lab/faults Start a fault',
    ]);
    expect(screen.getByText('Async Microservices API 1.0.0 · OpenAPI 3.1.0')).toBeInTheDocument();
  });

  it('opens an endpoint from the keyboard and tries it with its path parameter', async () => {
    const fetchMock = stubDocument({
      '/api/users/demo-user': () =>
        Response.json({ success: true, data: USER }, { headers: { traceparent: 'tp-1' } }),
    });
    const user = userEvent.setup();
    renderPage(<ApiDocsPage />, '/api-docs');

    const control = await screen.findByRole('button', { name: /^GET \/api\/users\/\{id\} / });
    control.focus();
    await user.keyboard('{Enter}');
    expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Schema of the 200 answer' })).toHaveTextContent(
      '"fileCount"',
    );

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in id first.');

    await user.type(screen.getByRole('textbox', { name: /id \(path\)/ }), 'demo-user');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('200 · ', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Headers of interest' })).toHaveTextContent('tp-1');
    expect(screen.getByRole('region', { name: 'Answer body' })).toHaveTextContent('"demo-user"');
    expect(requestsTo(fetchMock, '/api/users/demo-user')).toHaveLength(1);
  });

  it('sends the JSON body as typed, and says when it is not JSON', async () => {
    const fetchMock = stubDocument({
      '/api/lab/faults': () =>
        Response.json(
          { success: false, error: { message: 'Refused' } },
          { status: 400, statusText: 'Bad Request' },
        ),
    });
    const user = userEvent.setup();
    renderPage(<ApiDocsPage />, '/api-docs');

    await user.click(await screen.findByRole('button', { name: /^POST \/api\/lab\/faults / }));
    const body = screen.getByRole('textbox', { name: /Request body \(JSON\)/ });
    expect(JSON.parse((body as HTMLTextAreaElement).value)).toEqual({
      type: 'latency',
      target: '',
      durationSeconds: 60,
      enabled: false,
    });

    await user.clear(body);
    await user.type(body, '{{"type": ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^The body is not JSON: /);

    await user.clear(body);
    await user.type(body, '{{"type": "error"}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('400 Bad Request · ', { exact: false })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(
      ([input]) => String(input) === '/api/lab/faults',
    ) as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', body: '{"type":"error"}' });
  });

  it('filters the endpoints', async () => {
    stubDocument();
    const user = userEvent.setup();
    renderPage(<ApiDocsPage />, '/api-docs');

    await user.type(await screen.findByRole('searchbox', { name: 'Filter endpoints' }), 'faults');
    expect(
      screen.getAllByRole('button', { name: /^(GET|POST) / }).map((button) => button.textContent),
    ).toEqual(['POST /api/lab/faults Start a fault']);
    await user.type(screen.getByRole('searchbox', { name: 'Filter endpoints' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No endpoint matches the filter.');
  });

  it('says why when the document cannot be loaded, and offers a retry', async () => {
    stubApi({
      '/api/openapi.json': () =>
        new Response('down', { status: 503, statusText: 'Service Unavailable' }),
    });
    renderPage(<ApiDocsPage />, '/api-docs');

    expect(await screen.findByText('The API document could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText('Could not load the API document: Service Unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the document lists no endpoints', async () => {
    stubApi({ '/api/openapi.json': () => Response.json({ ...openApiFixture, paths: {} }) });
    renderPage(<ApiDocsPage />, '/api-docs');

    expect(await screen.findByText('The API document lists no endpoints.')).toBeInTheDocument();
  });
});
