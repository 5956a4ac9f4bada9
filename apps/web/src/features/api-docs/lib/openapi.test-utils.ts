// A small OpenAPI 3.1 document in the gateway's shape, for the API page's tests.
import type { OpenApiDocument } from './openapi-document';

export const openApiFixture = {
  openapi: '3.1.0',
  info: { title: 'Async Microservices API', version: '1.0.0' },
  tags: [
    { name: 'users', description: 'The demo user and their usage.' },
    { name: 'storage', description: 'Files in R2.' },
  ],
  paths: {
    '/api/users/{id}': {
      parameters: [{ $ref: '#/components/parameters/UserId' }],
      get: {
        tags: ['users'],
        summary: 'A user and the files they store',
        responses: {
          '200': {
            description: 'The user',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/storage/files': {
      get: {
        tags: ['storage'],
        summary: 'One page of stored files',
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'pageSize', in: 'query', schema: { type: 'integer' } },
        ],
        responses: { '200': { description: 'A page of files' } },
      },
    },
    '/api/lab/faults': {
      post: {
        tags: ['storage'],
        summary: 'Start a fault',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  type: { type: 'string', enum: ['latency', 'error'] },
                  target: { type: 'string' },
                  durationSeconds: { type: 'integer', default: 60 },
                  enabled: { type: 'boolean' },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'The fault' } },
      },
    },
    '/health': {
      get: { summary: 'The gateway is up', responses: { '200': { description: 'OK' } } },
    },
  },
  components: {
    parameters: {
      UserId: { name: 'id', in: 'path', description: 'The user id', schema: { type: 'string' } },
    },
    schemas: {
      User: {
        type: 'object',
        required: ['id', 'usage'],
        properties: { id: { type: 'string' }, usage: { $ref: '#/components/schemas/Usage' } },
      },
      Usage: { type: 'object', properties: { fileCount: { type: 'integer' } } },
    },
    responses: {
      NotFound: {
        description: 'No such user',
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
        },
      },
    },
  },
} satisfies OpenApiDocument;
