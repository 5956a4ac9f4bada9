// The storage service's part of /api/openapi.json: each route the gateway serves, as declared.
// The gateway builds the document from it; its test holds it to this service's app.
import {
  deleteFileRoute,
  downloadRoute,
  fileMetadataRoute,
  listFilesRoute,
  uploadRoute,
} from './files/files.routes';

export const storageApi = [
  uploadRoute,
  listFilesRoute,
  fileMetadataRoute,
  deleteFileRoute,
  downloadRoute,
];
