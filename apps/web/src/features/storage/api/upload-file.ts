// POST /api/storage/upload over XMLHttpRequest: fetch cannot report how many bytes were sent.
import { storedFileSchema, type StoredFile } from '@repo/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer, serviceUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jsonResponse } from '@/lib/http';
import { labSessionHeaders, learnerId } from '@/lib/lab-session';
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

/**
 * Resolves with the stored file and the trace of the request, or rejects with the message the
 * user should see (docs/product.md#errors).
 */
export function uploadFile(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', serviceUrl(UPLOAD_PATH));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(labSessionHeaders())) {
      xhr.setRequestHeader(name, value);
    }

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadProgressPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      const response = jsonResponse(xhr, xhr.responseText, (name) => xhr.getResponseHeader(name));
      try {
        const stored = readAnswer(response, storedFileSchema, { failed: UPLOAD_FAILED_MESSAGE });
        resolve({ file: stored, traceparent: response.traceparent });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(UPLOAD_FAILED_MESSAGE));
      }
    };
    const networkFailure = () =>
      reject(new ApiError({ kind: 'network' }, UPLOAD_NETWORK_ERROR_MESSAGE));
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    form.append('userId', learnerId());
    // No Content-Type header: the browser writes the multipart boundary itself.
    xhr.send(form);
  });
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
