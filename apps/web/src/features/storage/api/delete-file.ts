import { deletedFileSchema } from '@repo/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_REQUEST_FAILED_MESSAGE } from '@/config/constants';
import { sendJson } from '@/lib/api-client';
import { DELETE_FAILED_MESSAGE, DELETE_NETWORK_ERROR_MESSAGE } from '../lib/constants';

export const DELETE_MUTATION_KEY = ['storage', 'delete'] as const;

export interface DeleteResult {
  id: string;
  /** The answer's traceparent header, naming the trace of this delete. */
  traceparent: string | null;
}

/**
 * DELETE /api/storage/files/{id}: resolves with the id and the trace of the request, or rejects
 * with the message to show.
 */
export async function deleteFile(id: string): Promise<DeleteResult> {
  // docs/product.md#errors: a non-OK answer without a message reads 'API request failed: {status
  // text}'; anything else unexpected, 'Delete failed'.
  const { data, traceparent } = await sendJson(
    `/api/storage/files/${encodeURIComponent(id)}`,
    deletedFileSchema,
    {
      method: 'DELETE',
      wording: {
        failed: DELETE_FAILED_MESSAGE,
        statusFailed: API_REQUEST_FAILED_MESSAGE,
        network: DELETE_NETWORK_ERROR_MESSAGE,
      },
    },
  );
  return { id: data.id, traceparent };
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_MUTATION_KEY,
    mutationFn: deleteFile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['storage', 'files'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
