// Trying an endpoint from the API page: the URL from the form's values, the body as JSON, and
// the answer as the page shows it. The request goes through the app's one transport, relative
// to the page's origin, so the gateway's cross-site and rate-limit rules apply to it as to any.
import { send, serviceUrl, type HttpMethod, type QueryParams } from '@/lib/http';
import type { Endpoint } from './endpoints';

/** The answer's headers the page shows: what it is, how to retry, and which trace it made. */
export const HEADERS_OF_INTEREST = [
  'content-type',
  'content-length',
  'cache-control',
  'retry-after',
  'traceparent',
] as const;

export type TryTarget = { url: string } | { missing: string[] };

/** The URL to send, or the required parameters still empty. Empty optional ones are left out. */
export function targetUrl(endpoint: Endpoint, values: Record<string, string>): TryTarget {
  const missing = endpoint.parameters
    .filter((item) => item.required && (values[item.name] ?? '').trim() === '')
    .map((item) => item.name);
  if (missing.length > 0) return { missing };
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent((values[name] ?? '').trim()),
  ) as `/${string}`;
  const query: QueryParams = {};
  for (const item of endpoint.parameters) {
    const value = (values[item.name] ?? '').trim();
    if (item.in === 'query' && value !== '') query[item.name] = value;
  }
  return { url: serviceUrl(path, query) };
}

export type BodyText = { ok: true; json: unknown } | { ok: false; error: string };

/** The body as typed: nothing when empty, else JSON or why it is not. */
export function parseBody(text: string): BodyText {
  if (text.trim() === '') return { ok: true, json: undefined };
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export interface TryResult {
  status: number;
  statusText: string;
  headers: [name: string, value: string][];
  /** The body, indented when it is JSON. */
  body: string;
  durationMs: number;
}

function bodyText(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Sends the request and reads the whole answer, whatever its status. */
export async function tryEndpoint(
  method: HttpMethod,
  url: string,
  json: unknown,
  signal?: AbortSignal,
): Promise<TryResult> {
  const started = performance.now();
  const response = await send(url, { method, json, signal });
  const text = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    headers: HEADERS_OF_INTEREST.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    }),
    body: bodyText(text),
    durationMs: Math.round(performance.now() - started),
  };
}
