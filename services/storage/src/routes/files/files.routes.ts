import { Hono } from 'hono';
import type { StorageEnv } from '../../env';
import { deleteFile, downloadFile, getFileMetadata, listFiles, uploadFile } from './files.handlers';

export const filesRoutes = new Hono<StorageEnv>()
  .post('/api/storage/upload', uploadFile)
  .get('/api/storage/files', listFiles)
  .get('/api/storage/files/:id/metadata', getFileMetadata)
  .delete('/api/storage/files/:id', deleteFile)
  .get('/api/storage/download/:id', downloadFile);
