import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointGroups } from './endpoints';
import { openApiFixture } from './openapi.test-utils';
import { openApiDocumentSchema } from './openapi-document';
import { parseBody, targetUrl, tryEndpoint } from './try-request';

const endpoints = endpointGroups(openApiDocumentSchema.parse(openApiFixture)).flatMap(
  (group) => group.endpoints,
);

function endpoint(id: string) {
  const found = endpoints.find((item) => item.id === id);
  if (found === undefined) throw new Error(`no endpoint ${id} in the fixture`);
  return found;
}

const getUser = endpoint('get-api-users-id');
const getFiles = endpoint('get-api-storage-files');

describe('targetUrl', () => {
  it('fills in the path parameters, encoded, and the query parameters that are set', () => {
    expect(targetUrl(getUser, { id: ' a b/c ' })).toEqual({ url: '/api/users/a%20b%2Fc' });
    expect(targetUrl(getFiles, { page: '2', pageSize: ' ' })).toEqual({
      url: '/api/storage/files?page=2',
    });
  });

  it('names the required parameters still empty', () => {
    expect(targetUrl(getUser, {})).toEqual({ missing: ['id'] });
  });
});

describe('parseBody', () => {
  it('reads nothing, JSON, or says why the text is not JSON', () => {
    expect(parseBody('  ')).toEqual({ ok: true, json: undefined });
    expect(parseBody('{"a":1}')).toEqual({ ok: true, json: { a: 1 } });
    expect(parseBody('{a:1}')).toMatchObject({ ok: false, error: expect.any(String) });
  });
});

describe('tryEndpoint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the request relative to the page and reads any answer, with its headers of interest', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        Response.json(
          { success: false, error: { message: 'Too many requests' } },
          {
            status: 429,
            statusText: 'Too Many Requests',
            headers: { 'Retry-After': '7', 'X-Other': 'hidden' },
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);

    const result = await tryEndpoint('POST', '/api/lab/faults', { type: 'error' });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/lab/faults',
      expect.objectContaining({ method: 'POST', body: '{"type":"error"}' }),
    );
    expect(result).toMatchObject({
      status: 429,
      statusText: 'Too Many Requests',
      headers: [
        ['content-type', 'application/json'],
        ['retry-after', '7'],
      ],
      body: '{\n  "success": false,\n  "error": {\n    "message": "Too many requests"\n  }\n}',
    });
  });

  it('shows a body that is not JSON as it came', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('plain words', { status: 200 }))),
    );
    await expect(tryEndpoint('GET', '/health', undefined)).resolves.toMatchObject({
      status: 200,
      body: 'plain words',
    });
  });
});
