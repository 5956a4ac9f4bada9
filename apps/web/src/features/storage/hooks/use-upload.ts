// The upload's states (docs/product.md#states): idle, uploading with progress, then success or an
// error.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUploadFile } from '../api/upload-file';
import {
  SUCCESS_RESET_MS,
  UPLOAD_DONE_PERCENT,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_PROGRESS_CAP_PERCENT,
  UPLOAD_PROGRESS_STEP_MS,
  UPLOAD_PROGRESS_STEP_PERCENT,
} from '../lib/constants';
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
  /** Hides the error; the progress stays where the upload stopped. */
  dismissError: () => void;
}

export function useUpload(): UploadState {
  const { mutateAsync, isPending } = useUploadFile();
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const { schedule, cancel } = useTimeout();
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  // The bar follows the bytes sent, but never sits still: every 200 ms it is at least 10 % further
  // than the last step, up to 90 %, so a fast network and a slow answer both read as progress.
  const stopTicking = useCallback(() => {
    clearInterval(ticker.current);
    ticker.current = undefined;
  }, []);
  const startTicking = useCallback(() => {
    stopTicking();
    let floor = 0;
    ticker.current = setInterval(() => {
      floor = Math.min(UPLOAD_PROGRESS_CAP_PERCENT, floor + UPLOAD_PROGRESS_STEP_PERCENT);
      setProgress((current) => Math.max(current, floor));
    }, UPLOAD_PROGRESS_STEP_MS);
  }, [stopTicking]);
  useEffect(() => stopTicking, [stopTicking]);
  const followBytes = useCallback(
    (percent: number) => setProgress((current) => Math.max(current, percent)),
    [],
  );

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

      startTicking();
      try {
        const { file: stored } = await mutateAsync({ file, onProgress: followBytes });
        stopTicking();
        setProgress(UPLOAD_DONE_PERCENT);
        setUploadedName(stored.name);
        schedule(() => {
          setUploadedName(null);
          setProgress(0);
        }, SUCCESS_RESET_MS);
      } catch (failure) {
        stopTicking();
        setError(failure instanceof Error ? failure.message : UPLOAD_FAILED_MESSAGE);
      }
    },
    [cancel, followBytes, mutateAsync, schedule, startTicking, stopTicking],
  );

  const dismissError = useCallback(() => setError(null), []);

  return { busy: isPending, progress, error, uploadedName, upload, dismissError };
}
