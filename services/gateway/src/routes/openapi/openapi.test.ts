import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from './openapi.routes';

// The document's content is checked in Node (src/lib/api-document.node.test.ts); here, that
// the gateway serves it as it serves any other API path.
describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI 3.1 document, with the security headers of every API answer', async () => {
    const response = await SELF.fetch(`https://gateway.test${OPENAPI_DOCUMENT_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const document = (await response.json()) as { openapi: string; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/storage/files');
  });

  it('is refused to another site like any other API path', async () => {
    const response = await SELF.fetch(`https://gateway.test${OPENAPI_DOCUMENT_PATH}`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
