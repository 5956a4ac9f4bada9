// POST /api/storage/upload over XMLHttpRequest: fetch cannot report how many bytes were sent.
import { storedFileSchema, type StoredFile } from '@repo/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer, serviceUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jsonResponse } from '@/lib/http';
import { learnerId, renewLabSession, sessionEnded } from '@/lib/lab-session';
import {
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_NETWORK_ERROR_MESSAGE,
  UPLOAD_PROGRESS_CAP_PERCENT,
} from '../lib/constants';

export const UPLOAD_PATH = '/api/storage/upload';
export const UPLOAD_MUTATION_KEY = ['storage', 'upload'] as const;

/**
 * Bytes sent as a percentage of the bar's 0–90 range: the last 10 % stand for the server
 * storing the file, so the bar reaches 100 only when the server confirms.
 */
export function uploadProgressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  const fraction = Math.min(1, Math.max(0, loaded / total));
  return Math.round(fraction * UPLOAD_PROGRESS_CAP_PERCENT);
}

export interface UploadResult {
  file: StoredFile;
  /** The answer's traceparent header, naming the trace of this upload. */
  traceparent: string | null;
}

interface UploadOptions {
  /** Called with the capped percentage as the request body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** One upload over XMLHttpRequest: its answer, or a rejection when it never got one. */
function sendUpload(
  file: File,
  { onProgress, signal }: UploadOptions,
): Promise<ReturnType<typeof jsonResponse>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', serviceUrl(UPLOAD_PATH));
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadProgressPercent(event.loaded, event.total));
    };
    xhr.onload = () =>
      resolve(jsonResponse(xhr, xhr.responseText, (name) => xhr.getResponseHeader(name)));
    const networkFailure = () =>
      reject(new ApiError({ kind: 'network' }, UPLOAD_NETWORK_ERROR_MESSAGE));
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    form.append('userId', learnerId());
    // No Content-Type header: the browser writes the multipart boundary itself. The session
    // cookie goes with it, as with every call to this origin.
    xhr.send(form);
  });
}

/**
 * Resolves with the stored file and the trace of the request, or rejects with the message the
 * user should see (docs/product.md#errors). An upload refused because the session had ended
 * stored nothing: it is sent once more with a new session.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadResult> {
  let response = await sendUpload(file, options);
  if (sessionEnded(response.status, response.body)) {
    await renewLabSession();
    response = await sendUpload(file, options);
  }
  try {
    const stored = readAnswer(response, storedFileSchema, { failed: UPLOAD_FAILED_MESSAGE });
    return { file: stored, traceparent: response.traceparent };
  } catch (error) {
    throw error instanceof Error ? error : new Error(UPLOAD_FAILED_MESSAGE);
  }
}

interface UploadVariables {
  file: File;
  onProgress?: (percent: number) => void;
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPLOAD_MUTATION_KEY,
    mutationFn: ({ file, onProgress }: UploadVariables) =>
      uploadFile(file, onProgress ? { onProgress } : {}),
    // Not awaited: the notice should not wait for the list to reload. After a failure too: a
    // connection that dropped after the server stored the file leaves it in the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['storage', 'files'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
