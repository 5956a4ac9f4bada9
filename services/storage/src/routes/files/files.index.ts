import { bodyReadByHandler, createRoutes } from '@repo/service-kit/openapi';
import type { StorageEnv } from '../../env';
import * as handlers from './files.handlers';
import * as routes from './files.routes';

// The upload streams its body through its own size limit, so the handler reads it.
export const filesRouter = createRoutes<StorageEnv>()
  .openapi(bodyReadByHandler(routes.uploadRoute), handlers.uploadFile)
  .openapi(routes.listFilesRoute, handlers.listFiles)
  .openapi(routes.fileMetadataRoute, handlers.getFileMetadata)
  .openapi(routes.deleteFileRoute, handlers.deleteFile)
  .openapi(routes.downloadRoute, handlers.downloadFile);
