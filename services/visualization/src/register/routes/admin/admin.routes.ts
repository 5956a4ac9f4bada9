import * as z from 'zod';
import {
  createRoute,
  ADMIN_SECURITY_SCHEME,
  errorAnswer,
  inputRefusals,
  successAnswer,
} from '@repo/service-kit/openapi';
import { jsonBodyLimit, jsonBodyRefusals } from '@repo/service-kit/json-body-limit';
import { registryStatusSchema } from '../../lib/store/registry-status';
import {
  IMPORT_COMMIT_MAX_BYTES,
  IMPORT_ROWS_MAX_BYTES,
  importCommitSchema,
  importRowsSchema,
  SEED_BODY_MAX_BYTES,
  seedBodySchema,
} from './admin.schemas';

const security = [{ [ADMIN_SECURITY_SCHEME]: [] }];
const tags = ['Register administration'];
const adminAnswers = { 401: errorAnswer('A valid admin bearer token is required') };
const refused = (description: string) => inputRefusals({ 409: description });
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const stagedSchema = z.object({ staged: z.number().int().nonnegative() });

function adminRoute<M extends 'get' | 'post', P extends string>(
  method: M,
  path: P,
  summary: string,
) {
  return { method, path, summary, tags, security } as const;
}

export const statusRoute = createRoute({
  ...adminRoute('get', '/api/nzbn/admin/status', "The register's size and how it was made"),
  responses: { 200: successAnswer(registryStatusSchema, 'The status'), ...adminAnswers },
});

export const resetRoute = createRoute({
  ...adminRoute('post', '/api/nzbn/admin/reset', 'Empty the register'),
  responses: { 200: successAnswer(registryStatusSchema, 'The status'), ...adminAnswers },
});

export const beginImportRoute = createRoute({
  ...adminRoute('post', '/api/nzbn/admin/import/begin', 'Start an import: clear the staging'),
  responses: { 200: successAnswer(stagedSchema, 'Nothing staged'), ...adminAnswers },
});

export const importStatusRoute = createRoute({
  ...adminRoute('get', '/api/nzbn/admin/import/status', 'How many rows the import staged'),
  responses: { 200: successAnswer(stagedSchema, 'The rows staged'), ...adminAnswers },
});

export const importRowsRoute = createRoute({
  ...adminRoute('post', '/api/nzbn/admin/import/rows', 'Stage a chunk of rows of the import'),
  middleware: jsonBodyLimit(IMPORT_ROWS_MAX_BYTES),
  request: { body: jsonBody(importRowsSchema) },
  responses: {
    200: successAnswer(stagedSchema, 'The rows staged by this request'),
    ...adminAnswers,
    ...jsonBodyRefusals(IMPORT_ROWS_MAX_BYTES),
    ...refused('A row of this chunk was staged before'),
  },
});

export const commitImportRoute = createRoute({
  ...adminRoute(
    'post',
    '/api/nzbn/admin/import/commit',
    'Replace the register with the staged rows',
  ),
  middleware: jsonBodyLimit(IMPORT_COMMIT_MAX_BYTES),
  request: { body: jsonBody(importCommitSchema) },
  responses: {
    200: successAnswer(z.object({ entities: z.number().int() }), 'The entities now held'),
    ...adminAnswers,
    ...jsonBodyRefusals(IMPORT_COMMIT_MAX_BYTES),
    ...refused('Nothing was staged'),
  },
});

export const seedRoute = createRoute({
  ...adminRoute('post', '/api/nzbn/admin/seed', 'Generate a chunk of the register'),
  middleware: jsonBodyLimit(SEED_BODY_MAX_BYTES),
  request: { body: jsonBody(seedBodySchema) },
  responses: {
    200: successAnswer(
      z.object({ entities: z.number().int(), size: z.number().int() }),
      'The entities held and the size the register is seeded to',
    ),
    ...adminAnswers,
    ...jsonBodyRefusals(SEED_BODY_MAX_BYTES),
    ...refused('The chunk does not continue the seed under way'),
  },
});
