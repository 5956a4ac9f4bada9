// The transport under the API client: URLs on the gateway and the metrics API, one request
// that expects JSON back, and the headers every answer may carry.
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import { env } from '@/config/env';
import { withLiveSession } from './lab-session';

export type QueryParams = Record<string, string | number | undefined>;

/** `url` with the parameters that are set. */
function withQuery(url: string, params: QueryParams | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  // Not query.size: older Safari lacks it.
  const search = query.toString();
  return search === '' ? url : `${url}?${search}`;
}

/** A path on the gateway (same origin unless VITE_SERVICE_BASE says otherwise). */
export function serviceUrl(path: `/${string}`, params?: QueryParams): string {
  return withQuery(`${env.serviceBase}${path}`, params);
}

/** A path on the metrics API with the parameters that are set, or null when the API is off. */
export function metricsUrl(
  path: `/${string}`,
  params?: QueryParams,
  base: string | null = env.metricsApiBase,
): string | null {
  return base === null ? null : withQuery(`${base}${path}`, params);
}

export interface JsonResponse {
  status: number;
  ok: boolean;
  statusText: string;
  /** The parsed body, or undefined when it was not JSON. Parse it with zod before use. */
  body: unknown;
  /** The wait a 429 asks for (its Retry-After), in whole seconds. */
  retryAfterSeconds: number | undefined;
  /** The traceparent header naming the trace of this request, if the answer had one. */
  traceparent: string | null;
}

const DELTA_SECONDS = /^\d+$/;
/** The HTTP date form senders must use: 'Sun, 06 Nov 1994 08:49:37 GMT'. */
const HTTP_DATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** A Retry-After header, seconds or an HTTP date, as whole seconds from `now`. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (DELTA_SECONDS.test(text)) return Number(text);
  const at = HTTP_DATE.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Parses JSON text that may be empty or not JSON at all (an HTML error page, say). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  signal?: AbortSignal | undefined;
  /** Sent as the body, serialised as JSON. */
  json?: unknown;
  /** Sent as a multipart body; the browser writes its Content-Type with the boundary. */
  form?: FormData;
  /** Headers besides Accept and, with a JSON body, Content-Type. */
  headers?: Record<string, string>;
}

/** The parts of an answer every reader needs, from a fetch Response or an XMLHttpRequest. */
export function jsonResponse(
  answer: { status: number; statusText: string },
  text: string,
  header: (name: string) => string | null,
): JsonResponse {
  return {
    status: answer.status,
    ok: answer.status >= 200 && answer.status < 300,
    statusText: answer.statusText,
    body: parseJsonText(text),
    retryAfterSeconds: parseRetryAfter(header('Retry-After')),
    traceparent: header(TRACEPARENT_HEADER),
  };
}

/** Sends a request that asks for JSON, with a JSON or multipart body if given. */
export function send(
  url: string,
  { method = 'GET', signal, json, form, headers }: RequestOptions = {},
): Promise<Response> {
  // The session cookie goes with every call to this origin (lib/lab-session.ts).
  return withLiveSession(() =>
    fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: form ?? (json === undefined ? null : JSON.stringify(json)),
      signal: signal ?? null,
      credentials: 'same-origin',
    }),
  );
}

/**
 * Sends a request that expects JSON back, without judging the status: several endpoints
 * (health among them) send a meaningful body with a non-2xx status. Rejects only when the
 * request itself fails.
 */
export async function requestJson(
  url: string,
  options: RequestOptions = {},
): Promise<JsonResponse> {
  const response = await send(url, options);
  const text = await response.text().catch(() => '');
  return jsonResponse(response, text, (name) => response.headers.get(name));
}
