import { serviceUrl } from '@/lib/api-client';

/** GET /api/storage/download/{id}: served as an attachment under the file's name. */
export function fileDownloadUrl(id: string): string {
  return serviceUrl(`/api/storage/download/${encodeURIComponent(id)}`);
}
