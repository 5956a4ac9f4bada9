import { fileListSchema, type FileList } from '@repo/contracts/files';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_REQUEST_FAILED_MESSAGE } from '@/config/constants';
import { getJson } from '@/lib/api-client';

interface FilesPage {
  page: number;
  pageSize: number;
}

/** GET /api/storage/files?page&pageSize: one page of stored files, newest first. */
export function getFiles(
  { page, pageSize }: FilesPage,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<FileList> {
  return getJson('/api/storage/files', fileListSchema, {
    params: { page, pageSize },
    signal,
    wording: { failed: API_REQUEST_FAILED_MESSAGE },
  });
}

export function filesQueryOptions({ page, pageSize }: FilesPage) {
  return queryOptions({
    queryKey: ['storage', 'files', { page, pageSize }],
    queryFn: ({ signal }) => getFiles({ page, pageSize }, { signal }),
    // Turning a page keeps the old rows on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useFiles(page: FilesPage) {
  return useQuery(filesQueryOptions(page));
}
