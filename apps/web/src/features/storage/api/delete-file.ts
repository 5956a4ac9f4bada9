import { deletedFileSchema } from '@repo/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readEnvelope, requestJson, serviceUrl, type JsonResponse } from '@/lib/api-client';
import { DELETE_FAILED_MESSAGE, DELETE_NETWORK_ERROR_MESSAGE } from '../lib/constants';

/** DELETE /api/storage/files/{id}: resolves with the id, or rejects with the message to show. */
export async function deleteFile(id: string): Promise<{ id: string }> {
  let response: JsonResponse;
  try {
    response = await requestJson(serviceUrl(`/api/storage/files/${encodeURIComponent(id)}`), {
      method: 'DELETE',
    });
  } catch {
    throw new Error(DELETE_NETWORK_ERROR_MESSAGE);
  }
  return readEnvelope(response, deletedFileSchema, DELETE_FAILED_MESSAGE);
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['storage', 'files'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
