import { describe, expect, it } from 'vitest';
import { endpointGroups, filterGroups, UNTAGGED } from './endpoints';
import { openApiFixture } from './openapi.test-utils';
import { openApiDocumentSchema, resolveRef } from './openapi-document';

const document = openApiDocumentSchema.parse(openApiFixture);

describe('endpointGroups', () => {
  it('groups the endpoints by tag, declared tags first and untagged ones last', () => {
    const groups = endpointGroups(document);
    expect(groups.map((group) => [group.tag, group.endpoints.map((e) => e.id)])).toEqual([
      ['users', ['get-api-users-id']],
      ['storage', ['get-api-storage-files', 'post-api-lab-faults']],
      [UNTAGGED, ['get-health']],
    ]);
    expect(groups[0]?.description).toBe('The demo user and their usage.');
  });

  it("follows refs to the path's shared parameters and to shared answers", () => {
    const user = endpointGroups(document)[0]?.endpoints[0];
    expect(user?.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        description: 'The user id',
        required: true,
        schema: { type: 'string' },
      },
    ]);
    expect(user?.responses.map(({ status, description }) => [status, description])).toEqual([
      ['200', 'The user'],
      ['404', 'No such user'],
    ]);
    expect(user?.responses[0]?.body).toEqual({
      mediaType: 'application/json',
      schema: { $ref: '#/components/schemas/User' },
      example: undefined,
    });
  });

  it('reads a request body and whether it is required', () => {
    const start = endpointGroups(document)[1]?.endpoints[1];
    expect(start).toMatchObject({ method: 'post', summary: 'Start a fault' });
    expect(start?.requestBody).toMatchObject({ mediaType: 'application/json', required: true });
  });

  it('leaves out an operation it cannot read instead of failing the document', () => {
    const broken = openApiDocumentSchema.parse({
      ...openApiFixture,
      paths: { '/api/x': { get: { tags: 'not a list' } }, '/api/y': { get: {} } },
    });
    expect(endpointGroups(broken).flatMap((group) => group.endpoints.map((e) => e.path))).toEqual([
      '/api/y',
    ]);
  });
});

describe('filterGroups', () => {
  const groups = endpointGroups(document);

  it('keeps the endpoints whose method, path, summary or tag hold every word', () => {
    const shown = filterGroups(groups, '  post  FAULT ');
    expect(shown.map((group) => [group.tag, group.endpoints.map((e) => e.id)])).toEqual([
      ['storage', ['post-api-lab-faults']],
    ]);
    expect(filterGroups(groups, 'users').map((group) => group.tag)).toEqual(['users']);
    expect(filterGroups(groups, '')).toBe(groups);
    expect(filterGroups(groups, 'nothing-like-this')).toEqual([]);
  });
});

describe('resolveRef', () => {
  it('gives undefined for a ref that leads nowhere or in a circle', () => {
    const circular = openApiDocumentSchema.parse({
      ...openApiFixture,
      components: {
        schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } },
      },
    });
    expect(resolveRef(circular, { $ref: '#/components/schemas/A' })).toBeUndefined();
    expect(resolveRef(document, { $ref: '#/components/schemas/Nope' })).toBeUndefined();
    expect(resolveRef(document, { $ref: 'https://example.com/x.json' })).toBeUndefined();
  });
});
