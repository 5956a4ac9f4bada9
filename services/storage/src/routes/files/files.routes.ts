import { createRoute, z } from '@hono/zod-openapi';
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
import { INVALID_INPUT, errorAnswer, queryShape, successAnswer } from '@repo/service-kit/openapi';
import { pagingShape } from '@repo/service-kit/paging';

const tags = ['Files'];
const fileParams = z.object({ id: fileIdSchema });
const fileNotFound = { 404: errorAnswer('No file has this id') };

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
    ...INVALID_INPUT,
    413: errorAnswer(`The file is larger than ${MAX_UPLOAD_MB} MB`),
    415: errorAnswer(
      `The body is not multipart, or the file is none of: ${ALLOWED_MIME_TYPES.join(', ')}`,
    ),
  },
});

export const listFilesRoute = createRoute({
  method: 'get',
  path: '/api/storage/files',
  tags,
  summary: 'List files, newest first',
  request: {
    query: z.object(
      queryShape({
        ...pagingShape({
          defaultPageSize: FILE_LIST_DEFAULT_PAGE_SIZE,
          maxPageSize: FILE_LIST_MAX_PAGE_SIZE,
        }),
        userId: userIdSchema.optional(),
      }),
    ),
  },
  responses: { 200: successAnswer(fileListSchema, 'A page of files'), ...INVALID_INPUT },
});

export const fileMetadataRoute = createRoute({
  method: 'get',
  path: '/api/storage/files/{id}/metadata',
  tags,
  summary: "A file's metadata",
  request: { params: fileParams },
  responses: {
    200: successAnswer(storedFileSchema, 'The file'),
    ...INVALID_INPUT,
    ...fileNotFound,
  },
});

export const deleteFileRoute = createRoute({
  method: 'delete',
  path: '/api/storage/files/{id}',
  tags,
  summary: 'Delete a file',
  request: { params: fileParams },
  responses: {
    200: successAnswer(deletedFileSchema, 'The deleted file'),
    ...INVALID_INPUT,
    ...fileNotFound,
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
    ...INVALID_INPUT,
    ...fileNotFound,
  },
});
