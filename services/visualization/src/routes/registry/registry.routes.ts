import { createRoute } from '@hono/zod-openapi';
import {
  distributionSchema,
  registrationSeriesSchema,
  registryEntitySchema,
  searchResultSchema,
} from '@repo/contracts/registry';
import { INVALID_INPUT, errorAnswer, successAnswer } from '@repo/service-kit/openapi';
import {
  distributionQuerySchema,
  entityParamsSchema,
  registrationsQuerySchema,
  searchQuerySchema,
} from './registry.schemas';

const tags = ['Register'];

export const searchRoute = createRoute({
  method: 'get',
  path: '/api/nzbn/search',
  tags,
  summary: 'Search the register by name or NZBN',
  request: { query: searchQuerySchema },
  responses: { 200: successAnswer(searchResultSchema, 'A page of entities'), ...INVALID_INPUT },
});

export const entityRoute = createRoute({
  method: 'get',
  path: '/api/nzbn/entities/{nzbn}',
  tags,
  summary: 'One entity by its NZBN',
  request: { params: entityParamsSchema },
  responses: {
    200: successAnswer(registryEntitySchema, 'The entity'),
    ...INVALID_INPUT,
    404: errorAnswer('No entity has this NZBN'),
  },
});

export const registrationsRoute = createRoute({
  method: 'get',
  path: '/api/nzbn/analytics/registrations',
  tags,
  summary: 'Registrations per interval over a range',
  request: { query: registrationsQuerySchema },
  responses: {
    200: successAnswer(registrationSeriesSchema, 'One point per interval'),
    ...INVALID_INPUT,
  },
});

export const distributionRoute = createRoute({
  method: 'get',
  path: '/api/nzbn/analytics/distribution',
  tags,
  summary: 'Entities registered over a range, by type or region',
  request: { query: distributionQuerySchema },
  responses: { 200: successAnswer(distributionSchema, 'One item per group'), ...INVALID_INPUT },
});
