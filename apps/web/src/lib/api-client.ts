// Thin fetch helpers shared by every feature's api/ files.
import { env } from '@/config/env';

/** A path on the gateway (same origin unless VITE_SERVICE_BASE says otherwise). */
export function serviceUrl(path: `/${string}`): string {
  return `${env.serviceBase}${path}`;
}

export interface JsonResponse {
  status: number;
  ok: boolean;
  /** The parsed body, or undefined when it was not JSON. Parse it with zod before use. */
  body: unknown;
}

/**
 * GETs JSON without judging the status: several endpoints (health among them) send a
 * meaningful body with a non-2xx status. Rejects only when the request itself fails.
 */
export async function getJson(
  url: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, ok: response.ok, body };
}
