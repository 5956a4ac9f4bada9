// Delete with a confirmation first (docs/product.md#states), then a success notice for 3 s or the
// error.
import type { StoredFile } from '@repo/contracts/files';
import { useCallback, useState } from 'react';
import { useDeleteFile } from '../api/delete-file';
import { DELETE_FAILED_MESSAGE, SUCCESS_RESET_MS } from '../lib/constants';
import { useTimeout } from './use-timeout';

export function useFileDeletion({ onDeleted }: { onDeleted?: (file: StoredFile) => void } = {}) {
  const { mutateAsync, isPending } = useDeleteFile();
  const [target, setTarget] = useState<StoredFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const { schedule, cancel } = useTimeout();

  const ask = useCallback((file: StoredFile) => setTarget(file), []);
  const dismiss = useCallback(() => setTarget(null), []);

  const confirm = useCallback(async () => {
    if (!target) return;
    cancel();
    setError(null);
    setDeleted(false);
    try {
      await mutateAsync(target.id);
      setDeleted(true);
      schedule(() => setDeleted(false), SUCCESS_RESET_MS);
      onDeleted?.(target);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : DELETE_FAILED_MESSAGE);
    } finally {
      setTarget(null);
    }
  }, [cancel, mutateAsync, onDeleted, schedule, target]);

  return { target, ask, dismiss, confirm, deleting: isPending, error, deleted };
}
