// The page's side of the read-only API bridge: learner code in the sandbox calls
// api.get(path), and the page reads that same-origin GET /api/... on its behalf. The sandbox's
// own network stays blocked; this is the one way out, and it only reads. Every rule is checked
// here again, whatever the Worker and the frame already checked (docs/learn.md).
import {
  API_CALL_TIMEOUT_MS,
  API_PATH_MESSAGE,
  API_PATH_PREFIX,
  API_TOO_MANY_CALLS_MESSAGE,
  apiFailedMessage,
  apiNotJsonMessage,
  apiPathRefusedMessage,
  apiStatusMessage,
  apiTimeoutMessage,
  apiTooLargeMessage,
  MAX_API_BYTES_PER_RUN,
  MAX_API_CALLS_PER_RUN,
  MAX_API_PATH_LENGTH,
} from './constants';
import { withLiveSession } from '@/lib/lab-session';

/** What one run has used of its allowance; the page keeps it per run. */
export interface ApiBudget {
  calls: number;
  bytes: number;
}

export type ApiAnswer = { ok: true; value: unknown } | { ok: false; message: string };

export function newApiBudget(): ApiBudget {
  return { calls: 0, bytes: 0 };
}

/** The URL a path names, or the error that refuses it: only this origin's /api/ paths. */
export function apiUrl(path: string, origin: string): URL | string {
  if (path.length === 0 || path.length > MAX_API_PATH_LENGTH) return API_PATH_MESSAGE;
  if (!path.startsWith(API_PATH_PREFIX) || path.includes('\\')) return apiPathRefusedMessage(path);
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return apiPathRefusedMessage(path);
  }
  // '/api/../x' and '/api/%2e%2e/x' leave /api/ once resolved.
  if (url.origin !== origin || !url.pathname.startsWith(API_PATH_PREFIX)) {
    return apiPathRefusedMessage(path);
  }
  return url;
}

/**
 * Reads the body, counting each chunk against the run's bytes as it arrives, so calls read at
 * the same time share the one allowance; null once the run has used it all.
 */
async function readCapped(response: Response, budget: ApiBudget): Promise<Uint8Array | null> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    budget.bytes += value.byteLength;
    if (budget.bytes > MAX_API_BYTES_PER_RUN) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The API's own message of a failed answer (`{ error: { message } }`), or its status text. */
function failureDetail(value: unknown, statusText: string): string {
  if (typeof value === 'object' && value !== null && 'error' in value) {
    const { error } = value;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      return String(error.message);
    }
  }
  return statusText;
}

function parseJson(body: Uint8Array): { value: unknown } | null {
  try {
    return { value: JSON.parse(new TextDecoder().decode(body)) as unknown };
  } catch {
    return null;
  }
}

/**
 * Performs one api.get for a run: a GET of this origin's /api/ path, at most
 * MAX_API_CALLS_PER_RUN per run and MAX_API_BYTES_PER_RUN of answers in all. A 2xx JSON answer
 * is the value; anything else is an error that says what went wrong.
 */
export async function answerApiCall(
  path: string,
  budget: ApiBudget,
  origin: string = window.location.origin,
): Promise<ApiAnswer> {
  if (budget.calls >= MAX_API_CALLS_PER_RUN)
    return { ok: false, message: API_TOO_MANY_CALLS_MESSAGE };
  budget.calls += 1;
  const url = apiUrl(path, origin);
  if (typeof url === 'string') return { ok: false, message: url };
  let response: Response;
  try {
    // For the learner's own lab session, as every call of the page: its cookie goes with the
    // page's call, and the learner's code never sees it.
    response = await withLiveSession(() =>
      fetch(url, {
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        redirect: 'error',
        signal: AbortSignal.timeout(API_CALL_TIMEOUT_MS),
      }),
    );
  } catch (error) {
    return { ok: false, message: callFailure(path, error) };
  }
  let body: Uint8Array | null;
  try {
    body = await readCapped(response, budget);
  } catch (error) {
    return { ok: false, message: callFailure(path, error) };
  }
  if (body === null) {
    budget.bytes = MAX_API_BYTES_PER_RUN;
    return { ok: false, message: apiTooLargeMessage(path) };
  }
  const parsed = parseJson(body);
  if (!response.ok) {
    const detail = failureDetail(parsed?.value, response.statusText);
    return { ok: false, message: apiStatusMessage(path, response.status, detail) };
  }
  if (parsed === null) return { ok: false, message: apiNotJsonMessage(path) };
  return { ok: true, value: parsed.value };
}

function callFailure(path: string, error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return apiTimeoutMessage(path);
  return apiFailedMessage(path, error instanceof Error ? error.message : String(error));
}
