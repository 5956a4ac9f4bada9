import {
  distributionSchema,
  registrationSeriesSchema,
  registryEntitySchema,
  searchResultSchema,
} from '@repo/contracts/registry';
import { errorAnswer, readRoute } from '@repo/service-kit/openapi';
import {
  distributionQuerySchema,
  entityParamsSchema,
  registrationsQuerySchema,
  searchQuerySchema,
} from './registry.schemas';

const tags = ['Register'];

export const searchRoute = readRoute({
  path: '/api/nzbn/search',
  tags,
  summary: 'Search the register by name or NZBN: a page of entities',
  request: { query: searchQuerySchema },
  data: searchResultSchema,
});

export const entityRoute = readRoute({
  path: '/api/nzbn/entities/{nzbn}',
  tags,
  summary: 'One entity by its NZBN',
  request: { params: entityParamsSchema },
  data: registryEntitySchema,
  refusals: { 404: errorAnswer('No entity has this NZBN') },
});

export const registrationsRoute = readRoute({
  path: '/api/nzbn/analytics/registrations',
  tags,
  summary: 'Registrations over a range, one point per interval',
  request: { query: registrationsQuerySchema },
  data: registrationSeriesSchema,
});

export const distributionRoute = readRoute({
  path: '/api/nzbn/analytics/distribution',
  tags,
  summary: 'Entities registered over a range, one item per type or region',
  request: { query: distributionQuerySchema },
  data: distributionSchema,
});
