// The web app's one API client. Every feature's api/ files call the services through it: the
// gateway's paths (storage, users, health) and the metrics and register API.
import { untracedHeaders } from './untraced';
import { errorEnvelopeSchema, successEnvelopeSchema } from '@repo/contracts/envelope';
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import * as z from 'zod';
import { env } from '@/config/env';
import { ApiError, type ApiFailure } from './api-error';

/** A path on the gateway (same origin unless VITE_SERVICE_BASE says otherwise). */
export function serviceUrl(path: `/${string}`): string {
  return `${env.serviceBase}${path}`;
}

const TOO_MANY_REQUESTS = 429;

export type QueryParams = Record<string, string | number | undefined>;

/** A path on the metrics API with the parameters that are set, or null when the API is off. */
export function metricsUrl(
  path: `/${string}`,
  params?: QueryParams,
  base: string | null = env.metricsApiBase,
): string | null {
  if (base === null) return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  // Not query.size: older Safari lacks it.
  const search = query.toString();
  return search === '' ? `${base}${path}` : `${base}${path}?${search}`;
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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  signal?: AbortSignal | undefined;
  /** Sent as the body, serialised as JSON. */
  json?: unknown;
  /** Headers besides Accept and, with a JSON body, Content-Type. */
  headers?: Record<string, string>;
}

/**
 * Sends a request that expects JSON back, without judging the status: several endpoints
 * (health among them) send a meaningful body with a non-2xx status. Rejects only when the
 * request itself fails.
 */
export async function requestJson(
  url: string,
  { method = 'GET', signal, json, headers }: RequestOptions = {},
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? null : JSON.stringify(json),
    signal: signal ?? null,
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return {
    status: response.status,
    ok: response.ok,
    statusText: response.statusText,
    body,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    traceparent: response.headers.get(TRACEPARENT_HEADER),
  };
}

export interface GetOptions {
  signal?: AbortSignal | undefined;
  /** False for what the app polls on its own: the request asks not to be traced. */
  traced?: boolean;
}

export function getJson(
  url: string,
  { signal, traced = true }: GetOptions = {},
): Promise<JsonResponse> {
  return requestJson(url, { signal, ...(traced ? {} : { headers: untracedHeaders() }) });
}

/** Parses JSON text that may be empty or not JSON at all (an HTML error page, say). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const anySuccessSchema = successEnvelopeSchema(z.unknown());

/**
 * Reads the `{ success, data, error }` envelope of the storage and user APIs
 * (docs/product.md#errors): the data of a successful 2xx answer, else an Error saying why.
 * `failure` is the call's fallback ('API request failed', 'Upload failed', ...): a non-OK
 * answer without a message of its own reads '{failure}: {status text}', anything else
 * unexpected reads '{failure}'. `statusFailure`, when given, stands in for `failure` before the
 * status text (a delete's non-OK answer reads 'API request failed: {status text}', while its
 * other failures read 'Delete failed'). A 429 says how long to wait.
 */
export function readEnvelope<T extends z.ZodType>(
  response: Omit<JsonResponse, 'ok' | 'traceparent'> & { ok?: boolean },
  data: T,
  failure: string,
  statusFailure: string = failure,
): z.output<T> {
  if (response.status === TOO_MANY_REQUESTS) {
    throw new ApiError({ kind: 'rate-limited', retryAfterSeconds: response.retryAfterSeconds });
  }
  const ok = response.ok ?? (response.status >= 200 && response.status < 300);
  // The two halves of envelopeSchema(data), read one at a time, and the data on its own:
  // TypeScript cannot see through the envelope's mapped type for a generic data schema.
  const refused = errorEnvelopeSchema.safeParse(response.body);
  if (refused.success) throw new Error(refused.data.error.message);
  const answered = anySuccessSchema.safeParse(response.body);
  const parsed = answered.success ? data.safeParse(answered.data.data) : undefined;
  if (ok && parsed?.success) return parsed.data;
  // HTTP/2 answers carry no status text, so the code stands in for it.
  if (!ok) throw new Error(`${statusFailure}: ${response.statusText || String(response.status)}`);
  throw new Error(failure);
}

/** Why a metrics API answer is no data: its status, and the error envelope's message if any. */
function refusal(response: JsonResponse): ApiFailure {
  if (response.status === TOO_MANY_REQUESTS) {
    return { kind: 'rate-limited', retryAfterSeconds: response.retryAfterSeconds };
  }
  const refused = errorEnvelopeSchema.safeParse(response.body);
  return refused.success
    ? { kind: 'http', status: response.status, message: refused.data.error.message }
    : { kind: 'http', status: response.status };
}

/**
 * GETs a path on the metrics API and parses the answer, bare or wrapped in the envelope's
 * data, with `schema`. Rejects with an ApiError saying why there is no data: the API is off
 * (nothing is sent), the request failed, the answer was not OK or did not fit. A cancelled
 * request rejects with the abort itself, so TanStack Query can tell it apart.
 */
export async function getMetricsData<T extends z.ZodType>(
  path: `/${string}`,
  params: QueryParams | undefined,
  schema: T,
  options: GetOptions = {},
): Promise<z.output<T>> {
  const { signal } = options;
  const url = metricsUrl(path, params);
  if (url === null) throw new ApiError({ kind: 'off' });
  let response: JsonResponse;
  try {
    response = await getJson(url, options);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: 'network' });
  }
  if (!response.ok || errorEnvelopeSchema.safeParse(response.body).success) {
    throw new ApiError(refusal(response));
  }
  const wrapped = anySuccessSchema.safeParse(response.body);
  const parsed = schema.safeParse(wrapped.success ? wrapped.data.data : response.body);
  if (!parsed.success) throw new ApiError({ kind: 'shape' });
  return parsed.data;
}

/** An array in which items that do not fit `schema` are dropped instead of failing the lot. */
export function validItems<T extends z.ZodType>(schema: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/** An `{ items: [...] }` answer read as its items, dropping those that do not fit `schema`. */
export function validItemList<T extends z.ZodType>(schema: T) {
  return z.object({ items: validItems(schema) }).transform(({ items }) => items);
}
