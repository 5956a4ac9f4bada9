// The upload's states (docs/product.md#states): idle, uploading with progress, then success or an
// error.
import { useCallback, useState } from 'react';
import { useUploadFile } from '../api/upload-file';
import { SUCCESS_RESET_MS, UPLOAD_DONE_PERCENT, UPLOAD_FAILED_MESSAGE } from '../lib/constants';
import { validateUpload } from '../lib/validate-upload';
import { useTimeout } from './use-timeout';

export interface UploadState {
  busy: boolean;
  /** 0–100; stays where it was when an upload fails. */
  progress: number;
  error: string | null;
  /** The stored file's name while the success notice shows. */
  uploadedName: string | null;
  /** Checks and uploads one file; settles once the outcome is on screen, never rejects. */
  upload: (file: File) => Promise<void>;
}

export function useUpload(): UploadState {
  const { mutateAsync, isPending } = useUploadFile();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const { schedule, cancel } = useTimeout();

  const upload = useCallback(
    async (file: File) => {
      cancel();
      setError(null);
      setUploadedName(null);
      setProgress(0);

      const invalid = validateUpload(file);
      if (invalid) {
        setError(invalid);
        return;
      }

      try {
        const { file: stored } = await mutateAsync({ file, onProgress: setProgress });
        setProgress(UPLOAD_DONE_PERCENT);
        setUploadedName(stored.name);
        schedule(() => {
          setUploadedName(null);
          setProgress(0);
        }, SUCCESS_RESET_MS);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : UPLOAD_FAILED_MESSAGE);
      }
    },
    [cancel, mutateAsync, schedule],
  );

  return { busy: isPending, progress, error, uploadedName, upload };
}
