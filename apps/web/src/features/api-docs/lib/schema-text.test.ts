import { describe, expect, it } from 'vitest';
import { openApiFixture } from './openapi.test-utils';
import { openApiDocumentSchema } from './openapi-document';
import { exampleOf, expandSchema, schemaText } from './schema-text';

const document = openApiDocumentSchema.parse(openApiFixture);

describe('expandSchema', () => {
  it('writes out every ref in place', () => {
    expect(expandSchema(document, { $ref: '#/components/schemas/User' })).toEqual({
      type: 'object',
      required: ['id', 'usage'],
      properties: {
        id: { type: 'string' },
        usage: { type: 'object', properties: { fileCount: { type: 'integer' } } },
      },
    });
    expect(schemaText(document, { type: 'string' })).toBe('{\n  "type": "string"\n}');
  });

  it('stops on a schema that contains itself', () => {
    const looped = openApiDocumentSchema.parse({
      ...openApiFixture,
      components: {
        schemas: {
          Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } },
        },
      },
    });
    expect(() => schemaText(looped, { $ref: '#/components/schemas/Node' })).not.toThrow();
  });
});

describe('exampleOf', () => {
  it('fills an object with the example, default, first choice or empty value of each property', () => {
    const body =
      openApiFixture.paths['/api/lab/faults'].post.requestBody.content['application/json'];
    expect(exampleOf(document, body.schema)).toEqual({
      type: 'latency',
      target: '',
      durationSeconds: 60,
      enabled: false,
    });
    expect(exampleOf(document, { $ref: '#/components/schemas/User' })).toEqual({
      id: '',
      usage: { fileCount: 0 },
    });
    expect(exampleOf(document, { type: ['string', 'null'], example: 'x' })).toBe('x');
    expect(exampleOf(document, { anyOf: [{ type: 'array' }] })).toEqual([]);
    expect(exampleOf(document, {})).toBeNull();
  });
});
