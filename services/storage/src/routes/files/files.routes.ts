import * as z from 'zod';
import {
  ALLOWED_MIME_TYPES,
  FILE_LIST_DEFAULT_PAGE_SIZE,
  FILE_LIST_MAX_PAGE_SIZE,
  MAX_UPLOAD_MB,
  deletedFileSchema,
  fileIdSchema,
  fileListSchema,
  storedFileSchema,
} from '@repo/contracts/files';
import { userIdSchema } from '@repo/contracts/users';
import {
  createRoute,
  inputRefusals,
  queryShape,
  readRoutes,
  successAnswer,
} from '@repo/service-kit/openapi';
import { pagingShape } from '@repo/service-kit/paging';

const tags = ['Files'];
const read = readRoutes('Files');
const fileParams = z.object({ id: fileIdSchema });
const fileNotFound = { 404: 'No file has this id' };
const otherLearner = "Class mode: the user named is not the lab session's own learner";

export const uploadRoute = createRoute({
  method: 'post',
  path: '/api/storage/upload',
  tags,
  summary: 'Upload a file',
  description: `Stores a file of at most ${MAX_UPLOAD_MB} MB for a user. Its type is read from its content.`,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            file: z.string().meta({ format: 'binary', description: 'The file' }),
            userId: userIdSchema,
          }),
        },
      },
    },
  },
  responses: {
    201: successAnswer(storedFileSchema, 'The stored file'),
    ...inputRefusals({
      401: 'Class mode: an upload without a lab session',
      403: otherLearner,
      413: `The file is larger than ${MAX_UPLOAD_MB} MB`,
      415: `The body is not multipart, or the file is none of: ${ALLOWED_MIME_TYPES.join(', ')}`,
    }),
  },
});

const fileListQuery = z.object(
  queryShape({
    ...pagingShape({
      defaultPageSize: FILE_LIST_DEFAULT_PAGE_SIZE,
      maxPageSize: FILE_LIST_MAX_PAGE_SIZE,
    }),
    userId: userIdSchema.optional(),
  }),
);

export const listFilesRoute = read(
  '/api/storage/files',
  'List files, newest first, a page at a time',
  { query: fileListQuery },
  fileListSchema,
  { 403: otherLearner },
);

export const fileMetadataRoute = read(
  '/api/storage/files/{id}/metadata',
  "A file's metadata",
  { params: fileParams },
  storedFileSchema,
  fileNotFound,
);

export const deleteFileRoute = createRoute({
  method: 'delete',
  path: '/api/storage/files/{id}',
  tags,
  summary: 'Delete a file',
  request: { params: fileParams },
  responses: {
    200: successAnswer(deletedFileSchema, 'The deleted file'),
    ...inputRefusals(fileNotFound),
  },
});

export const downloadRoute = createRoute({
  method: 'get',
  path: '/api/storage/download/{id}',
  tags,
  summary: 'Download a file',
  description: 'The file as an attachment under its own name, never rendered by the browser.',
  request: { params: fileParams },
  responses: {
    200: {
      description: 'The file',
      content: Object.fromEntries(
        ALLOWED_MIME_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
      ),
    },
    ...inputRefusals(fileNotFound),
  },
});
