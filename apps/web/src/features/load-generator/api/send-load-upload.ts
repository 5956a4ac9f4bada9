// POST /api/storage/upload for an uploads run: one small text file as the demo user. fetch,
// not XMLHttpRequest, as the run needs no byte progress and aborts through the signal.
import { storedFileSchema } from '@repo/contracts/files';
import { NETWORK_ERROR_DETAIL } from '@/config/constants';
import { requestJson, serviceUrl, type JsonResponse } from '@/lib/http';
import { learnerId } from '@/lib/lab-session';
import { LOAD_UPLOAD_PATH, UPLOAD_FAILED_MESSAGE } from '../lib/constants';
import { loadFile } from '../lib/load-files';
import { failedOutcome, readLoadAnswer, type LoadOutcome } from '../lib/load-outcome';
import type { SendRequest } from '../lib/run-load';

/** Sends upload `index` of the run started at `timestamp`, named `load-{index + 1}-{timestamp}.txt`. */
export function createUploadSender(timestamp: number): SendRequest {
  return (index, signal) => sendLoadUpload(loadFile(index + 1, timestamp), signal);
}

export async function sendLoadUpload(file: File, signal: AbortSignal): Promise<LoadOutcome> {
  const form = new FormData();
  form.append('file', file);
  form.append('userId', learnerId());
  let answer: JsonResponse;
  try {
    answer = await requestJson(serviceUrl(LOAD_UPLOAD_PATH), { method: 'POST', form, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return failedOutcome(`${UPLOAD_FAILED_MESSAGE}: ${NETWORK_ERROR_DETAIL}`);
  }
  return readLoadAnswer(answer, storedFileSchema, UPLOAD_FAILED_MESSAGE);
}
