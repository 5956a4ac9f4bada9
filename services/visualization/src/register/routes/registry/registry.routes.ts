import {
  distributionSchema,
  registrationSeriesSchema,
  registryEntitySchema,
  searchResultSchema,
} from '@repo/contracts/registry';
import { readRoutes } from '@repo/service-kit/openapi';
import {
  distributionQuerySchema,
  entityParamsSchema,
  registrationsQuerySchema,
  searchQuerySchema,
} from './registry.schemas';

const read = readRoutes('Register');

export const searchRoute = read(
  '/api/nzbn/search',
  'Search the register by name or NZBN: a page of entities',
  { query: searchQuerySchema },
  searchResultSchema,
);

export const entityRoute = read(
  '/api/nzbn/entities/{nzbn}',
  'One entity by its NZBN',
  { params: entityParamsSchema },
  registryEntitySchema,
  { 404: 'No entity has this NZBN' },
);

export const registrationsRoute = read(
  '/api/nzbn/analytics/registrations',
  'Registrations over a range, one point per interval',
  { query: registrationsQuerySchema },
  registrationSeriesSchema,
);

export const distributionRoute = read(
  '/api/nzbn/analytics/distribution',
  'Entities registered over a range, one item per type or region',
  { query: distributionQuerySchema },
  distributionSchema,
);
