// Thin fetch helpers shared by every feature's api/ files.
import { errorEnvelopeSchema, successEnvelopeSchema } from '@repo/contracts/envelope';
import * as z from 'zod';
import { env } from '@/config/env';

/** A path on the gateway (same origin unless VITE_SERVICE_BASE says otherwise). */
export function serviceUrl(path: `/${string}`): string {
  return `${env.serviceBase}${path}`;
}

export interface JsonResponse {
  status: number;
  ok: boolean;
  statusText: string;
  /** The parsed body, or undefined when it was not JSON. Parse it with zod before use. */
  body: unknown;
}

interface RequestOptions {
  method?: 'GET' | 'DELETE';
  signal?: AbortSignal | undefined;
}

/**
 * Sends a request that expects JSON back, without judging the status: several endpoints
 * (health among them) send a meaningful body with a non-2xx status. Rejects only when the
 * request itself fails.
 */
export async function requestJson(
  url: string,
  { method = 'GET', signal }: RequestOptions = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method,
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, ok: response.ok, statusText: response.statusText, body };
}

export function getJson(
  url: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<JsonResponse> {
  return requestJson(url, { signal });
}

/** Parses JSON text that may be empty or not JSON at all (an HTML error page, say). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the spec's `{ success, data, error }` envelope (spec 8): the data of a successful
 * 2xx answer, else an Error saying why. `failure` is the call's fallback ('API request
 * failed', 'Upload failed', ...): a non-OK answer without a message of its own reads
 * '{failure}: {status text}', anything else unexpected reads '{failure}'.
 */
export function readEnvelope<T extends z.ZodType>(
  response: Omit<JsonResponse, 'ok'> & { ok?: boolean },
  data: T,
  failure: string,
): z.output<T> {
  const ok = response.ok ?? (response.status >= 200 && response.status < 300);
  // The two halves of envelopeSchema(data), read one at a time, and the data on its own:
  // TypeScript cannot see through the envelope's mapped type for a generic data schema.
  const refused = errorEnvelopeSchema.safeParse(response.body);
  if (refused.success) throw new Error(refused.data.error.message);
  const answered = successEnvelopeSchema(z.unknown()).safeParse(response.body);
  const parsed = answered.success ? data.safeParse(answered.data.data) : undefined;
  if (ok && parsed?.success) return parsed.data;
  // HTTP/2 answers carry no status text, so the code stands in for it.
  if (!ok) throw new Error(`${failure}: ${response.statusText || String(response.status)}`);
  throw new Error(failure);
}
