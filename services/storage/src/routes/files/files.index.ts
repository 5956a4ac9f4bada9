import { bodyReadByHandler, createRoutes } from '@repo/service-kit/openapi';
import type { StorageEnv } from '../../env';
import { deleteFile, downloadFile, getFileMetadata, listFiles, uploadFile } from './files.handlers';
import {
  deleteFileRoute,
  downloadRoute,
  fileMetadataRoute,
  listFilesRoute,
  uploadRoute,
} from './files.routes';

// The upload streams its body through its own size limit, so the handler reads it.
export const filesRouter = createRoutes<StorageEnv>()
  .openapi(bodyReadByHandler(uploadRoute), uploadFile)
  .openapi(listFilesRoute, listFiles)
  .openapi(fileMetadataRoute, getFileMetadata)
  .openapi(deleteFileRoute, deleteFile)
  .openapi(downloadRoute, downloadFile);
